import { AUDIT_RETENTION_DAYS, agencyToday } from '@estate/domain';
import type { MailOutbox } from '../platform';
import { verifyChain, type ChainVerdict } from './auditChain';
import { auditBreakMail } from './auditBreakMail';
import type { AuditRepository } from './auditRepository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Entries one read of the check takes. */
const CHECK_PAGE = 1000;
/** Entries one retention batch deletes (with the checkpoint's write, within Firestore's 500 a commit). */
const PRUNE_STEP = 400;

export interface AuditMaintenanceDeps {
  store: AuditRepository;
  outbox: Pick<MailOutbox, 'queue'>;
  /** The admins' email addresses, for the alert of a broken chain. */
  adminEmails: () => Promise<string[]>;
  siteOrigin: string;
  now?: () => Date;
}

/** The daily check of the whole kept chain and the retention (docs/operations.md#the-audit-log). */
export function auditMaintenance({ store, outbox, adminEmails, siteOrigin, now = () => new Date() }: AuditMaintenanceDeps) {
  return {
    /** The kept chain, from the checkpoint to the head. */
    async verify(): Promise<ChainVerdict> {
      const start = await store.checkpoint();
      const head = await store.head();
      return verifyChain(start, store.entriesAfter(start, CHECK_PAGE), head);
    },

    /** Emails the admins of a broken chain, once a day per break (the outbox's key). */
    async alert(verdict: Extract<ChainVerdict, { ok: false }>): Promise<void> {
      const admins = await adminEmails();
      if (admins.length === 0) return;
      await outbox.queue(auditBreakMail(verdict, admins, siteOrigin), `audit-chain-${agencyToday(now())}-${verdict.firstBadSeq}`);
    },

    /** Deletes, oldest first, the entries older than the retention period; answers how many. */
    async prune(retentionDays = AUDIT_RETENTION_DAYS): Promise<number> {
      const before = new Date(now().getTime() - retentionDays * DAY_MS);
      let deleted = 0;
      for (let step = PRUNE_STEP; step === PRUNE_STEP; deleted += step) step = await store.pruneStep(before, PRUNE_STEP);
      return deleted;
    },
  };
}

export type AuditMaintenance = ReturnType<typeof auditMaintenance>;
