import { leadAssignment, leadMailer, type LeadMailerDeps } from '../leads';
import { outboxSender, type OutboxSenderDeps } from '../platform';
import type { Repositories } from './repositories';

/** The lead triggers' mailer (and the mail sweep's, schedules.ts), over the built repositories. */
export const leadMail = (repos: Repositories, options: Omit<LeadMailerDeps, 'leads' | 'properties' | 'settings' | 'users'>) =>
  leadMailer({ leads: repos.leads, properties: repos.properties, settings: repos.settings, users: repos.users, ...options });

/** Automatic assignment of new leads, in turn among the available agents. */
export const newLeadAssignment = (repos: Repositories) => leadAssignment(repos.leadRotation);

/** The queued emails' sender (onMailQueued, and the sweep), over the built repositories. */
export const queuedMail = (repos: Repositories, options: Omit<OutboxSenderDeps, 'outbox'>) =>
  outboxSender({ outbox: repos.mailOutbox, ...options });
