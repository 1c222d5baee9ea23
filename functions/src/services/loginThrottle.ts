import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../httpError';

/**
 * Failed sign-ins are counted per username and per client in Firestore (shared by every
 * function instance). Past the limit, sign-in answers 429 until the window has passed.
 */
export const LOGIN_LIMITS = { perUsername: 5, perClient: 20, windowMs: 15 * 60 * 1000 } as const;
const COLLECTION = 'loginFailures';

interface Counter {
  count: number;
  windowStart: Timestamp;
}

export function loginThrottle(db: Firestore, now: () => number = Date.now) {
  const doc = (key: string) => db.collection(COLLECTION).doc(createHash('sha256').update(key).digest('hex'));
  const keys = (username: string, client: string) => [
    { ref: doc(`user:${username.toLowerCase()}`), limit: LOGIN_LIMITS.perUsername },
    { ref: doc(`client:${client}`), limit: LOGIN_LIMITS.perClient },
  ];
  const live = (counter: Counter | undefined) => counter !== undefined && now() - counter.windowStart.toMillis() < LOGIN_LIMITS.windowMs;

  return {
    async assertAllowed(username: string, client: string): Promise<void> {
      for (const { ref, limit } of keys(username, client)) {
        const counter = (await ref.get()).data() as Counter | undefined;
        if (live(counter) && counter!.count >= limit) {
          const retryAfterMs = LOGIN_LIMITS.windowMs - (now() - counter!.windowStart.toMillis());
          const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
          throw new HttpError(429, `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
        }
      }
    },

    async recordFailure(username: string, client: string): Promise<void> {
      await Promise.all(
        keys(username, client).map(({ ref }) =>
          db.runTransaction(async (tx) => {
            const counter = (await tx.get(ref)).data() as Counter | undefined;
            tx.set(ref, live(counter) ? { ...counter, count: counter!.count + 1 } : { count: 1, windowStart: Timestamp.fromMillis(now()) });
          }),
        ),
      );
    },

    async clearUsername(username: string): Promise<void> {
      await doc(`user:${username.toLowerCase()}`).delete();
    },
  };
}
