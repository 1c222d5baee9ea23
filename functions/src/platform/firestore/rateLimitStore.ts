import type { Firestore } from 'firebase-admin/firestore';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { firestoreCounters } from './counters';

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
  const counters = firestoreCounters(db, RATE_LIMITS);
  const window = () => Math.floor(now() / windowMs);
  const key = (client: string, at: number) => `${prefix}:${client}@${at}`;
  const resetTime = (at: number) => new Date((at + 1) * windowMs);
  // Kept a day past its window: TTL deletion runs within about a day, never early.
  const keptUntil = (at: number) => (at + 1) * windowMs + 24 * 60 * 60 * 1000;

  return {
    prefix,
    localKeys: false,
    init(options: Options) {
      windowMs = options.windowMs;
    },
    async get(client): Promise<ClientRateLimitInfo> {
      const at = window();
      const [totalHits = 0] = await counters.counts([key(client, at)]);
      return { totalHits, resetTime: resetTime(at) };
    },
    async increment(client): Promise<ClientRateLimitInfo> {
      const at = window();
      await counters.add(key(client, at), 1, keptUntil(at));
      const [totalHits = 1] = await counters.counts([key(client, at)]);
      return { totalHits, resetTime: resetTime(at) };
    },
    async decrement(client) {
      const at = window();
      await counters.add(key(client, at), -1, keptUntil(at));
    },
    async resetKey(client) {
      await counters.remove(key(client, window()));
    },
  };
}
