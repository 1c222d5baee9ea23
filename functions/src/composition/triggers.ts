import { leadAssignment, leadMailer, type LeadMailerDeps } from '../leads';
import { accessRequestMailer, type AccessRequestMailerDeps } from '../privateListings';
import type { Repositories } from './repositories';

/** The lead triggers' mailer (and the mail sweep's, schedules.ts), over the built repositories. */
export const leadMail = (repos: Repositories, options: Omit<LeadMailerDeps, 'leads' | 'properties' | 'settings' | 'users'>) =>
  leadMailer({ leads: repos.leads, properties: repos.properties, settings: repos.settings, users: repos.users, ...options });

/** Automatic assignment of new leads, in turn among the available agents. */
export const newLeadAssignment = (repos: Repositories) => leadAssignment(repos.leadRotation);

/** The email of a client's access request to the listing's agent (or the lead alert recipients). */
export const accessRequestMail = (
  repos: Repositories,
  {
    defaultRecipients,
    ...options
  }: Omit<AccessRequestMailerDeps, 'access' | 'properties' | 'users' | 'alertRecipients'> & {
    defaultRecipients: string[];
  },
) =>
  accessRequestMailer({
    access: repos.listingAccess,
    properties: repos.properties,
    users: repos.users,
    alertRecipients: async () => (await repos.settings.leadAlertRecipients()) ?? defaultRecipients,
    ...options,
  });
