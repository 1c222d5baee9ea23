import { auditMaintenance, auditTrail } from '../audit';
import type { Repositories } from './repositories';

/** The audit log's recorder and drain (the api's routes and middleware, the queue's trigger, the minutely drain). */
export const auditRecorder = (repos: Repositories, now?: () => Date) =>
  auditTrail({ store: repos.audit, staffName: async (uid) => (await repos.users.get(uid))?.name, ...(now ? { now } : {}) });

/** The daily check of the chain with its alert to the admins, and the retention (the schedules, `npm run audit:check`). */
export const auditUpkeep = (repos: Repositories, siteOrigin: string, now?: () => Date) =>
  auditMaintenance({
    store: repos.audit,
    outbox: repos.mailOutbox,
    adminEmails: async () => (await repos.users.list()).filter((user) => user.role === 'admin').map((user) => user.email),
    siteOrigin,
    ...(now ? { now } : {}),
  });
