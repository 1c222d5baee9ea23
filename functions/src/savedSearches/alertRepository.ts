import { createHash } from 'node:crypto';
import { Timestamp, type DocumentData, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { AlertListing, AlertReason, AlertRecord, SendingFrequency, StandardStatus } from '@estate/domain';
import { type MailOutbox, toIsoString } from '../platform';
import { alertLetter, byEmail } from './alertLetter';

/**
 * alerts/{id}: every alert a client was owed: for which listing, why, through which search (or a
 * favourite), and where it stands. The id is a hash of the client, the listing, the reason and its
 * detail, so the same change is recorded once, whichever trigger, retry or search sees it again.
 * An alert is handed to the mail outbox once, in the transaction that takes it: an instant one as
 * it is recorded, a digest's when the digest claims it (`dueAt` then moves past the outbox's
 * retries), so no alert is queued twice or lost between the two.
 */
export const ALERTS = 'alerts';

/** What an alert's email shows of the listing, as it was when the change happened (its words and position were for matching). */
export type AlertSnapshot = Omit<AlertListing, 'searchTerms' | 'Latitude' | 'Longitude'>;

export interface NewAlert {
  uid: string;
  searchId: string | null;
  listingId: string;
  reason: AlertReason;
  detail: string;
  frequency: SendingFrequency;
  listing: AlertSnapshot;
  previousPrice?: number;
  previousStatus?: StandardStatus;
}

export interface StoredAlert extends NewAlert {
  id: string;
  attempts: number;
  createdAt: string;
}

/** Where the alerts of one email stand after a try (pending: tried, and tried again later). */
export type AlertOutcome =
  { state: 'sent'; at: Date } | { state: 'pending'; lastError: string } | { state: 'failed'; lastError: string } | { state: 'dropped' };

export interface AlertRepository {
  /**
   * Records the alerts not recorded before, due at `now`, and queues the instant ones' emails with
   * them (one per client and search); answers those recorded and how many emails were queued.
   */
  record(alerts: NewAlert[], now: Date): Promise<{ recorded: StoredAlert[]; queued: number }>;
  /** The pending alerts of `frequency` due by `now`, the oldest first. */
  due(frequency: SendingFrequency, now: Date, limit: number): Promise<StoredAlert[]>;
  /**
   * Takes these alerts (one email's) if each is still pending and due by `now`, holds them until
   * `until`, and queues their email as a `frequency` digest; answers the ones taken.
   */
  claim(ids: string[], frequency: SendingFrequency, now: Date, until: Date): Promise<StoredAlert[]>;
  /** These alerts as they stand now (gone ones left out). */
  getMany(ids: string[]): Promise<(StoredAlert & { state: AlertRecord['state'] })[]>;
  /** Where each alert stands after a try (counted for `pending` and `failed`). */
  settle(alerts: StoredAlert[], outcome: AlertOutcome): Promise<void>;
  /** Moves pending alerts to another digest (their search's frequency changed). */
  refile(alerts: StoredAlert[], frequency: SendingFrequency): Promise<void>;
  /** The client's alert history, newest first, as their export shows it. */
  history(uid: string): Promise<AlertRecord[]>;
  removeAll(uid: string): Promise<void>;
}

export const alertId = ({ uid, listingId, reason, detail }: Pick<NewAlert, 'uid' | 'listingId' | 'reason' | 'detail'>) =>
  createHash('sha256').update([uid, listingId, reason, detail].join('\n')).digest('hex').slice(0, 40);

const toStoredAlert = (doc: DocumentSnapshot): StoredAlert => {
  const { dueAt: _dueAt, state: _state, sentAt: _sentAt, lastError: _lastError, createdAt, ...fields } = doc.data()!;
  return { ...(fields as Omit<StoredAlert, 'id' | 'createdAt'>), id: doc.id, createdAt: toIsoString(createdAt) };
};

// The export passes the listing gate as every channel does: what an alert never sent would have
// said of its listing stays out (it may have turned private: docs/architecture.md#the-listing-gate).
const toRecord = (data: DocumentData): AlertRecord => ({
  listingId: String(data.listingId),
  reason: data.reason as AlertReason,
  ...(data.state === 'sent' ? { detail: String(data.detail) } : {}),
  searchId: (data.searchId as string | null) ?? null,
  frequency: data.frequency as SendingFrequency,
  state: data.state as AlertRecord['state'],
  createdAt: toIsoString(data.createdAt),
  ...(data.sentAt ? { sentAt: toIsoString(data.sentAt) } : {}),
});

/** Firestore's limit on the documents one transaction may write. */
const TRANSACTION_WRITES = 500;

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_unused, index) => items.slice(index * size, (index + 1) * size));

const withoutUndefined = (data: object) => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

/** `outbox`: where the emails of the alerts taken go, in the transaction that takes them. */
export function firestoreAlertRepository(db: Firestore, outbox: MailOutbox): AlertRepository {
  const alerts = db.collection(ALERTS);

  return {
    async record(newAlerts, now) {
      const recorded: StoredAlert[] = [];
      let queued = 0;
      // One email's alerts side by side, so that a chunk holds whole emails; half a transaction's
      // writes, as each alert may bring its email's.
      for (const chunk of chunks(byEmail(newAlerts).flat(), TRANSACTION_WRITES / 2)) {
        const refs = chunk.map((alert) => alerts.doc(alertId(alert)));
        const fresh = await db.runTransaction(async (transaction) => {
          const existing = await transaction.getAll(...refs);
          const createdAt = Timestamp.fromDate(now);
          const created = chunk.flatMap((alert, index) => {
            if (existing[index]!.exists) return [];
            transaction.create(refs[index]!, { ...withoutUndefined(alert), state: 'pending', attempts: 0, createdAt, dueAt: createdAt });
            return [{ ...alert, id: refs[index]!.id, attempts: 0, createdAt: now.toISOString() }];
          });
          const emails = byEmail(created.filter((alert) => alert.frequency === 'instant'));
          for (const email of emails) {
            const { key, entry } = alertLetter(
              email.map((alert) => alert.id),
              'instant',
              now,
            );
            outbox.queueIn(transaction, entry, key);
          }
          return { created, emails: emails.length };
        });
        recorded.push(...fresh.created);
        queued += fresh.emails;
      }
      return { recorded, queued };
    },

    async due(frequency, now, limit) {
      const snapshot = await alerts
        .where('frequency', '==', frequency)
        .where('state', '==', 'pending')
        .where('dueAt', '<=', Timestamp.fromDate(now))
        .orderBy('dueAt')
        .limit(limit)
        .get();
      return snapshot.docs.map(toStoredAlert);
    },

    async claim(ids, frequency, now, until) {
      if (ids.length === 0) return [];
      return db.runTransaction(async (transaction) => {
        const docs = await transaction.getAll(...ids.map((id) => alerts.doc(id)));
        const free = docs.filter(
          (doc) => doc.exists && doc.get('state') === 'pending' && (doc.get('dueAt') as Timestamp).toMillis() <= now.getTime(),
        );
        if (free.length === 0) return [];
        for (const doc of free) transaction.update(doc.ref, { dueAt: Timestamp.fromDate(until) });
        const { key, entry } = alertLetter(
          free.map((doc) => doc.id),
          frequency,
          now,
        );
        outbox.queueIn(transaction, entry, key);
        return free.map(toStoredAlert);
      });
    },

    async getMany(ids) {
      if (ids.length === 0) return [];
      const docs = await db.getAll(...ids.map((id) => alerts.doc(id)));
      return docs.filter((doc) => doc.exists).map((doc) => ({ ...toStoredAlert(doc), state: doc.get('state') as AlertRecord['state'] }));
    },

    async settle(settled, outcome) {
      const batch = db.batch();
      for (const alert of settled) {
        const ref = alerts.doc(alert.id);
        if (outcome.state === 'sent')
          batch.update(ref, { state: 'sent', sentAt: Timestamp.fromDate(outcome.at), attempts: alert.attempts + 1 });
        else if (outcome.state === 'pending') batch.update(ref, { attempts: alert.attempts + 1, lastError: outcome.lastError });
        else if (outcome.state === 'failed')
          batch.update(ref, { state: 'failed', attempts: alert.attempts + 1, lastError: outcome.lastError });
        else batch.update(ref, { state: 'dropped' });
      }
      await batch.commit();
    },

    async refile(moved, frequency) {
      const batch = db.batch();
      for (const alert of moved) batch.update(alerts.doc(alert.id), { frequency });
      await batch.commit();
    },

    async history(uid) {
      const snapshot = await alerts.where('uid', '==', uid).get();
      return snapshot.docs.map((doc) => toRecord(doc.data())).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    async removeAll(uid) {
      const writer = db.bulkWriter();
      for (const doc of (await alerts.where('uid', '==', uid).select().get()).docs) void writer.delete(doc.ref);
      await writer.close();
    },
  };
}
