import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';

/**
 * rateLimits/{sha256(prefix:key@window)}: requests per client and window, counted in Firestore so
 * that every function instance shares one count. `expiresAt` is its TTL field (firestore.indexes.json).
 */
export const RATE_LIMITS = 'rateLimits';

/**
 * express-rate-limit's store over Firestore, in fixed windows. An increment then a read: Firestore's
 * increments are atomic and its reads strongly consistent, so concurrent requests may each see
 * the others' hits (and be refused a little early), never fewer.
 */
export function firestoreRateLimitStore(db: Firestore, prefix: string, now: () => number = Date.now): Store {
  let windowMs = 60_000;
  const counters = db.collection(RATE_LIMITS);
  const window = () => Math.floor(now() / windowMs);
  const counter = (key: string, at = window()) => counters.doc(createHash('sha256').update(`${prefix}:${key}@${at}`).digest('hex'));
  const resetTime = (at: number) => new Date((at + 1) * windowMs);

  return {
    prefix,
    localKeys: false,
    init(options: Options) {
      windowMs = options.windowMs;
    },
    async get(key): Promise<ClientRateLimitInfo> {
      const at = window();
      const totalHits = ((await counter(key, at).get()).get('count') as number | undefined) ?? 0;
      return { totalHits, resetTime: resetTime(at) };
    },
    async increment(key): Promise<ClientRateLimitInfo> {
      const at = window();
      const ref = counter(key, at);
      // Kept a day past its window: TTL deletion runs within about a day, never early.
      await ref.set(
        { count: FieldValue.increment(1), expiresAt: Timestamp.fromMillis((at + 1) * windowMs + 24 * 60 * 60 * 1000) },
        { merge: true },
      );
      const totalHits = ((await ref.get()).get('count') as number | undefined) ?? 1;
      return { totalHits, resetTime: resetTime(at) };
    },
    async decrement(key) {
      await counter(key).set({ count: FieldValue.increment(-1) }, { merge: true });
    },
    async resetKey(key) {
      await counter(key).delete();
    },
  };
}
