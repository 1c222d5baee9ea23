import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';

/**
 * Named counters in one collection, shared by every function instance (the login throttle, the
 * per-client rate limits). Each is a document named by its key's hash (a username or an address is
 * not stored as it is), expired by a TTL policy on `expiresAt` (firestore.indexes.json).
 */
export interface Counters {
  /** Adds `by` to the counter `key` (made at 0), kept at least until `expiresAtMs`. */
  add(key: string, by: number, expiresAtMs: number): Promise<void>;
  /** The counters' values, in the order asked (0 for one never counted). */
  counts(keys: string[]): Promise<number[]>;
  remove(key: string): Promise<void>;
}

export function firestoreCounters(db: Firestore, collection: string): Counters {
  const counter = (key: string) => db.collection(collection).doc(createHash('sha256').update(key).digest('hex'));
  return {
    async add(key, by, expiresAtMs) {
      await counter(key).set({ count: FieldValue.increment(by), expiresAt: Timestamp.fromMillis(expiresAtMs) }, { merge: true });
    },
    async counts(keys) {
      const snapshots = await db.getAll(...keys.map(counter));
      return snapshots.map((snapshot) => (snapshot.get('count') as number | undefined) ?? 0);
    },
    async remove(key) {
      await counter(key).delete();
    },
  };
}
