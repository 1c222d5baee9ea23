import { createHash, randomUUID } from 'node:crypto';
import type { AuditAction, AuditRecordKind, Role } from '@estate/domain';
import type { AuditRepository } from './auditRepository';

/** Who did it and from where, as the request says (auditedBy.ts reads it). */
export interface AuditSource {
  actor: { uid: string; role: Role };
  from: { address: string; agent: string };
}

/** What was done to which record, and the clients it concerns by their emails when known. */
export interface AuditNote {
  action: AuditAction;
  record: { kind: AuditRecordKind; id: string };
  /** The route of a staff write, `PATCH /api/leads/:id`. */
  route?: string;
  concerns?: readonly (string | undefined | null)[];
}

export interface AuditTrailDeps {
  store: AuditRepository;
  /** A staff member's name now, recorded with the entry (a later rename leaves it as it was). */
  staffName: (uid: string) => Promise<string | undefined>;
  now?: () => Date;
}

/** Entries one seal transaction moves: two writes each and the head's, within Firestore's 500 a commit. */
const SEAL_STEP = 200;
/** How long a drain holds the sealer's lease without renewing it (each step renews it). */
const LEASE_MS = 60_000;
const NO_PROFILE_NAME = 'Unknown staff member';

/** How a client is known to the log: the SHA-256 of their email as typed, trimmed and lower-cased (leads and accounts both have it). */
export const subjectKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * docs/architecture.md#the-audit-log. `record` appends an entry to the queue (never to the chain's
 * head, which would take every request's write at Firestore's ~1 write a second a document);
 * `drain` seals what is queued, one sealer at a time.
 */
export function auditTrail({ store, staffName, now = () => new Date() }: AuditTrailDeps) {
  const pseudonyms = async (emails: AuditNote['concerns'] = []) => {
    const keys = [...new Set(emails.filter((email): email is string => Boolean(email?.trim())).map(subjectKey))];
    const found = await Promise.all(keys.map((key) => store.pseudonym(key, true)));
    return found.filter((pseudonym): pseudonym is string => Boolean(pseudonym)).sort();
  };

  return {
    async record({ actor, from }: AuditSource, { action, record, route, concerns }: AuditNote): Promise<void> {
      const [name, subjects] = await Promise.all([staffName(actor.uid), pseudonyms(concerns)]);
      await store.append({
        at: now().toISOString(),
        actor: { uid: actor.uid, name: name ?? NO_PROFILE_NAME, role: actor.role },
        action,
        record,
        ...(route ? { route } : {}),
        subjects,
        from,
      });
    },

    /**
     * Seals every queued entry: answers how many, or 'busy' when another drain holds the lease
     * (it seals what is queued: after letting the lease go it looks once more, so an entry queued
     * while it held the lease is not left waiting for the next minute's drain).
     */
    async drain(): Promise<number | 'busy'> {
      const holder = randomUUID();
      const lease = () => store.takeLease(holder, now(), new Date(now().getTime() + LEASE_MS));
      let sealed = 0;
      do {
        if (!(await lease())) return sealed > 0 ? sealed : 'busy';
        try {
          for (let step = SEAL_STEP; step === SEAL_STEP && (await lease());) {
            step = await store.sealStep(SEAL_STEP);
            sealed += step;
          }
        } finally {
          await store.releaseLease(holder);
        }
      } while (await store.anyPending());
      return sealed;
    },
  };
}

export type AuditTrail = ReturnType<typeof auditTrail>;
