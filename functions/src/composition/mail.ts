import { ALERT_MAIL_SOURCE, alertMailWriter, unsubscribeTokens } from '../savedSearches';
import { LEAD_MAIL_SOURCE, leadMailWriter } from '../leads';
import { MLS_LAG_MAIL_SOURCE, mlsLagMailWriter } from '../mls';
import { type ErrorLogger, type MailTransport, type MailWriters, outboxSender } from '../platform';
import type { Repositories } from './repositories';

/** How the emails written at send time are made: links to the site, signed with LINK_SIGNING_SECRET, the lead alert recipients. */
export interface MailWriterOptions {
  siteOrigin: string;
  /** LINK_SIGNING_SECRET, read when a link is signed. */
  signingSecret: () => string;
  /** LEAD_ALERT_RECIPIENTS, until an admin sets the list. */
  leadAlertDefaults: () => string[];
}

export interface MailSenderOptions extends MailWriterOptions {
  transport: MailTransport;
  logger: ErrorLogger & { info(message: string, details: Record<string, unknown>): void };
  /** Seconds between the tries within one invocation, for every policy (tests shorten them). */
  retryDelaysS?: readonly number[];
  now?: () => Date;
}

/** The writers of the emails the outbox holds by their source (a lead's, a client's alerts, an MLS source's lag), over the built repositories. */
const mailWriters = (
  repos: Repositories,
  { siteOrigin, signingSecret, leadAlertDefaults }: MailWriterOptions,
  now: () => Date = () => new Date(),
): MailWriters => ({
  [LEAD_MAIL_SOURCE]: leadMailWriter({
    leads: repos.leads,
    properties: repos.properties,
    settings: repos.settings,
    users: repos.users,
    siteOrigin,
    defaultRecipients: leadAlertDefaults,
  }),
  [ALERT_MAIL_SOURCE]: alertMailWriter({
    alerts: repos.alerts,
    searches: repos.savedSearches,
    clients: repos.clients,
    properties: repos.properties,
    invitations: repos.listingAccess,
    tokens: unsubscribeTokens(signingSecret),
    siteOrigin,
  }),
  // Staff alerts go to the lead alert recipients (Settings), as a private listing's request without an agent does.
  [MLS_LAG_MAIL_SOURCE]: mlsLagMailWriter({
    sources: repos.mlsSources,
    recipients: async () => (await repos.settings.leadAlertRecipients()) ?? leadAlertDefaults(),
    siteOrigin,
    now: () => now().getTime(),
  }),
});

/** The one sender of the mail outbox (onMailQueued, and the sweep retryQueuedMail), over the built repositories. */
export const mailSender = (repos: Repositories, { transport, logger, retryDelaysS, now, ...writing }: MailSenderOptions) =>
  outboxSender({
    outbox: repos.mailOutbox,
    transport,
    logger,
    writers: mailWriters(repos, writing, now),
    ...(retryDelaysS ? { retryDelaysS } : {}),
    ...(now ? { now } : {}),
  });
