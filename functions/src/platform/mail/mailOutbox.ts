import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { LEAD_MAIL_SWEEP_MINUTES } from '@estate/domain';
import { toIsoString } from '../firestore/timestamps';
import type { OutgoingMail } from './mailTransport';

/**
 * mailOutbox/{id}: an email to send, queued by a request and sent by a trigger (onMailQueued), so
 * that no request waits on the mail server and nothing queued is lost when it is down. The id is
 * the caller's key when it has one, so queuing the same email twice queues it once.
 */
export const MAIL_OUTBOX = 'mailOutbox';

export type QueuedMailState = 'queued' | 'sent' | 'failed';

export interface QueuedMail {
  id: string;
  mail: OutgoingMail;
  state: QueuedMailState;
  attempts: number;
  /** ISO 8601. */
  queuedAt: string;
}

export interface MailOutbox {
  /** Queues the email; with a `key`, once however often it is asked (answers false when it already was). */
  queue(mail: OutgoingMail, key?: string): Promise<boolean>;
  get(id: string): Promise<QueuedMail | undefined>;
  record(id: string, outcome: { state: QueuedMailState; attempts: number; lastError?: string; retryAt?: Date }): Promise<void>;
  /** Queued emails whose retry time has come, oldest first, at most `limit`: each one's id and when it was queued (ISO 8601). */
  due(now: Date, limit: number): Promise<Pick<QueuedMail, 'id' | 'queuedAt'>[]>;
}

const ALREADY_EXISTS = 6;
/** How long a queued email is kept, sent or not (the sweep gives up after a day). */
const KEPT_DAYS = 7;

export function firestoreMailOutbox(db: Firestore): MailOutbox {
  const outbox = db.collection(MAIL_OUTBOX);
  return {
    async queue(mail, key) {
      const ref = key ? outbox.doc(key) : outbox.doc();
      // Stored without undefined fields: Firestore refuses them.
      const stored = JSON.parse(JSON.stringify(mail)) as OutgoingMail;
      try {
        // The trigger sends it now; the sweep is its safety net, should the trigger never finish.
        const retryAt = Timestamp.fromMillis(Date.now() + LEAD_MAIL_SWEEP_MINUTES * 60_000);
        // Kept a week (TTL, firestore.indexes.json) for questions about it, then deleted: it holds personal details.
        const expiresAt = Timestamp.fromMillis(Date.now() + KEPT_DAYS * 24 * 60 * 60 * 1000);
        await ref.create({ mail: stored, state: 'queued', attempts: 0, queuedAt: FieldValue.serverTimestamp(), retryAt, expiresAt });
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
        throw error;
      }
    },

    async get(id) {
      const doc = await outbox.doc(id).get();
      if (!doc.exists) return undefined;
      const queuedAt = doc.get('queuedAt') as Timestamp | undefined;
      return {
        id,
        mail: doc.get('mail') as OutgoingMail,
        state: doc.get('state') as QueuedMailState,
        attempts: Number(doc.get('attempts') ?? 0),
        queuedAt: (queuedAt ?? Timestamp.now()).toDate().toISOString(),
      };
    },

    async record(id, { state, attempts, lastError, retryAt }) {
      await outbox.doc(id).update({
        state,
        attempts,
        lastError: lastError ?? FieldValue.delete(),
        retryAt: state === 'queued' && retryAt ? Timestamp.fromDate(retryAt) : FieldValue.delete(),
        ...(state === 'sent' ? { sentAt: FieldValue.serverTimestamp() } : {}),
      });
    },

    async due(now, limit) {
      const snapshot = await outbox
        .where('state', '==', 'queued')
        .where('retryAt', '<=', Timestamp.fromDate(now))
        .orderBy('retryAt')
        .limit(limit)
        .select('queuedAt')
        .get();
      return snapshot.docs.map((doc) => ({ id: doc.id, queuedAt: toIsoString(doc.get('queuedAt')) }));
    },
  };
}
