import { FieldValue, Timestamp, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { toIsoString } from '../firestore/timestamps';
import type { OutgoingMail } from './mailTransport';
import { MAIL_RETRY_POLICIES, type MailRetryPolicyName } from './mailRetry';

/**
 * mailOutbox/{id}: every email the site sends but a client's sign-in link, queued and sent by the
 * one sender (outboxSender.ts: onMailQueued at once, the sweep retryQueuedMail after), so that no
 * request or trigger waits on the mail server and nothing queued is lost when it is down. The id is
 * the caller's key when it has one, so queuing the same email twice queues it once.
 */
export const MAIL_OUTBOX = 'mailOutbox';

/** withdrawn: its owner no longer wants it sent (a lead deleted, an alert dropped, an assignment replaced). */
export type QueuedMailState = 'queued' | 'sent' | 'failed' | 'withdrawn';

/**
 * An email whose owner writes it when it is sent, from what it holds then (a lead's emails, a
 * client's alerts): the sender's writer of `kind` composes it from `params` and records each try
 * where its owner shows it.
 */
export interface MailSource {
  kind: string;
  params: Record<string, string | string[]>;
}

/** What is handed to the outbox: the email as written now, or its source. */
export type Letter = { mail: OutgoingMail } | { source: MailSource };

export interface OutboxEntry {
  letter: Letter;
  policy?: MailRetryPolicyName;
  /** When its retries count from (a lead's emails: the lead's arrival); now by default. */
  queuedAt?: Date;
}

export interface QueuedMail {
  id: string;
  letter: Letter;
  policy: MailRetryPolicyName;
  state: QueuedMailState;
  attempts: number;
  /** ISO 8601. */
  queuedAt: string;
}

export interface MailOutcomeRecord {
  state: QueuedMailState;
  attempts: number;
  lastError?: string;
  /** When the sweep tries a still queued email again. */
  retryAt?: Date;
}

export interface MailOutbox {
  /** Queues the email; with a `key`, once however often it is asked (answers false when it already was). */
  queue(mail: OutgoingMail, key?: string): Promise<boolean>;
  /** Queues `entry` under `key` in the caller's transaction, with what it stores (a lead and its emails). */
  queueIn(transaction: Transaction, entry: OutboxEntry, key: string): void;
  get(id: string): Promise<QueuedMail | undefined>;
  /**
   * Takes a queued email for one sender until `until`: undefined when it is not queued (sent,
   * failed, withdrawn, or never queued) or another sender holds it, so no email is tried twice at once.
   */
  claim(id: string, now: Date, until: Date): Promise<QueuedMail | undefined>;
  /** Where the email stands after a try; frees it for the next sender. */
  record(id: string, outcome: MailOutcomeRecord): Promise<void>;
  /** Queued emails whose retry time has come, oldest first, at most `limit`. */
  due(now: Date, limit: number): Promise<Pick<QueuedMail, 'id' | 'queuedAt' | 'policy'>[]>;
}

const ALREADY_EXISTS = 6;
/** How long a queued email is kept, sent or not (the standard retries give up after a day). */
const KEPT_DAYS = 7;

const minutesFrom = (at: number, minutes: number) => Timestamp.fromMillis(at + minutes * 60_000);

/** The stored form of an entry: Firestore refuses undefined fields, so the letter goes through JSON. */
function storedEntry({ letter, policy = 'standard', queuedAt }: OutboxEntry) {
  const now = Date.now();
  return {
    ...(JSON.parse(JSON.stringify(letter)) as Letter),
    policy,
    state: 'queued',
    attempts: 0,
    queuedAt: queuedAt ? Timestamp.fromDate(queuedAt) : FieldValue.serverTimestamp(),
    // Its trigger sends it now; the sweep is the safety net, should the trigger never finish.
    retryAt: minutesFrom(now, MAIL_RETRY_POLICIES[policy].againAfterMinutes),
    // Kept a week (TTL, firestore.indexes.json) for questions about it, then deleted: it holds personal details.
    expiresAt: minutesFrom(now, KEPT_DAYS * 24 * 60),
  };
}

const letterOf = (data: DocumentData): Letter =>
  data.source ? { source: data.source as MailSource } : { mail: data.mail as OutgoingMail };

const toQueuedMail = (id: string, data: DocumentData): QueuedMail => ({
  id,
  letter: letterOf(data),
  policy: (data.policy as MailRetryPolicyName | undefined) ?? 'standard',
  state: data.state as QueuedMailState,
  attempts: Number(data.attempts ?? 0),
  queuedAt: toIsoString(data.queuedAt ?? Timestamp.now()),
});

export function firestoreMailOutbox(db: Firestore): MailOutbox {
  const outbox = db.collection(MAIL_OUTBOX);
  return {
    async queue(mail, key) {
      const ref = key ? outbox.doc(key) : outbox.doc();
      try {
        await ref.create(storedEntry({ letter: { mail } }));
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
        throw error;
      }
    },

    queueIn(transaction, entry, key) {
      transaction.create(outbox.doc(key), storedEntry(entry));
    },

    async get(id) {
      const doc = await outbox.doc(id).get();
      return doc.exists ? toQueuedMail(id, doc.data()!) : undefined;
    },

    async claim(id, now, until) {
      const ref = outbox.doc(id);
      return db.runTransaction(async (transaction) => {
        const doc = await transaction.get(ref);
        const takenUntil = doc.get('takenUntil') as Timestamp | undefined;
        if (!doc.exists || doc.get('state') !== 'queued' || (takenUntil && takenUntil.toMillis() > now.getTime())) return undefined;
        const retryAt = doc.get('retryAt') as Timestamp | undefined;
        // Not due for the sweep while held.
        const notBefore = Math.max(until.getTime(), retryAt?.toMillis() ?? 0);
        transaction.update(ref, { takenUntil: Timestamp.fromDate(until), retryAt: Timestamp.fromMillis(notBefore) });
        return toQueuedMail(id, doc.data()!);
      });
    },

    async record(id, { state, attempts, lastError, retryAt }) {
      await outbox.doc(id).update({
        state,
        attempts,
        lastError: lastError ?? FieldValue.delete(),
        takenUntil: FieldValue.delete(),
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
        .select('queuedAt', 'policy')
        .get();
      return snapshot.docs.map((doc) => ({
        id: doc.id,
        queuedAt: toIsoString(doc.get('queuedAt')),
        policy: (doc.get('policy') as MailRetryPolicyName | undefined) ?? 'standard',
      }));
    },
  };
}
