import { alertDelivery, alertService, unsubscribeTokens, type AlertDeliveryDeps } from '../savedSearches';
import { leadAssignmentService, leadExportService, leadMailer, leadService, type LeadMailerDeps } from '../leads';
import { outboxSender, type ErrorLogger, type OutboxSenderDeps } from '../platform';
import type { Repositories } from './repositories';

/** The lead triggers' mailer (and the mail sweep's, schedules.ts), over the built repositories. */
export const leadMail = (repos: Repositories, options: Omit<LeadMailerDeps, 'leads' | 'properties' | 'settings' | 'users'>) =>
  leadMailer({ leads: repos.leads, properties: repos.properties, settings: repos.settings, users: repos.users, ...options });

/**
 * Lead exports over the built repositories: the api asks for and serves them, onLeadExportRequested
 * prepares them. Owners are named from the staff profiles.
 */
export const leadExports = (repos: Repositories, logger: ErrorLogger) =>
  leadExportService({
    store: repos.leadExports,
    leads: leadService(repos.leads),
    staffNames: async () => new Map((await repos.users.list()).map((user) => [user.id, user.name])),
    logger,
  });

/** Automatic assignment of new leads, in turn among the available agents. */
export const newLeadAssignment = (repos: Repositories) => leadAssignmentService(repos.leadRotation);

/** The queued emails' sender (onMailQueued, and the sweep), over the built repositories. */
export const queuedMail = (repos: Repositories, options: Omit<OutboxSenderDeps, 'outbox'>) =>
  outboxSender({ outbox: repos.mailOutbox, ...options });

export type AlertMailOptions = Omit<AlertDeliveryDeps, 'alerts' | 'searches' | 'clients' | 'properties' | 'invitations' | 'tokens'> & {
  /** LINK_SIGNING_SECRET, read when a link is signed. */
  signingSecret: () => string;
};

/** What sends alert emails: the listing trigger's, the sweep's and the digests' (schedules.ts). */
export const alertMail = (repos: Repositories, { signingSecret, ...options }: AlertMailOptions) =>
  alertDelivery({
    alerts: repos.alerts,
    searches: repos.savedSearches,
    clients: repos.clients,
    properties: repos.properties,
    invitations: repos.listingAccess,
    tokens: unsubscribeTokens(signingSecret),
    ...options,
  });

/** The alerts a listing's write sets off, recorded and the instant ones sent (the onListingWritten trigger). */
export const listingAlerts = (repos: Repositories, options: AlertMailOptions) =>
  alertService({ searches: repos.savedSearches, alerts: repos.alerts, favourites: repos.favourites, delivery: alertMail(repos, options) });
