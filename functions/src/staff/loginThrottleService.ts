import { setTimeout as sleep } from 'node:timers/promises';
import { ServiceUnreachable, tooManyRequests } from '../platform';
import type { LoginAttemptRepository } from './loginAttemptRepository';

/**
 * Sign-in attempts are counted in the database (shared by every function instance) in fixed
 * windows. One client may try one username 5 times and all usernames 20 times a window, then
 * waits for the next (429). A client is its address, which a Fastly customer can choose
 * (platform/http/trustedProxies.ts), so those limits only throttle; what holds whatever the
 * address is the count per username: the password checks for it from every client together
 * that did not succeed. Past `slowAfterFailures` each sign-in for it waits first, and past
 * `perUsername` every password sign-in for it is refused (429) until the window ends, or until
 * an admin resets the account's password (userService.resetPassword forgives the count). That is
 * the price of a cap no address can dodge: a stranger's 30 wrong guesses hold the real owner out
 * for the rest of the window, and the reset (or the window's end) is their way back in.
 */
export const LOGIN_LIMITS = {
  perUsernameFromClient: 5,
  perClient: 20,
  /** Password checks for one username that did not succeed, from every client together. */
  perUsername: 30,
  windowMs: 15 * 60 * 1000,
  /** Past this many failures for a username in a window, each sign-in for it waits first... */
  slowAfterFailures: 5,
  /** ...this long for each failure beyond them, up to `maxDelayMs`. */
  delayPerFailureMs: 500,
  maxDelayMs: 5_000,
} as const;

/** One sign-in let through: a success says so; anything else (a wrong password, an outage) stays counted. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

interface ThrottleOptions {
  now?: () => number;
  wait?: (ms: number) => Promise<unknown>;
}

/** A counter that cannot be read refuses the sign-in (503): unread, it would let every guess through. */
const counted = <T>(work: Promise<T>): Promise<T> =>
  work.catch((error: unknown) => {
    throw new ServiceUnreachable('The sign-in counters', { cause: error });
  });

export function loginThrottleService(attempts: LoginAttemptRepository, { now = Date.now, wait = sleep }: ThrottleOptions = {}) {
  const windowOf = (at: number) => Math.floor(at / LOGIN_LIMITS.windowMs);
  const counter = (key: string, window: number) => `${key}@${window}`;
  const accountCounter = (username: string, window: number) => counter(`username:${username.toLowerCase()}`, window);

  return {
    /**
     * Counts the attempt before the password is checked, so concurrent guesses cannot all pass
     * the gate: each increments, then reads the total, and only those whose own increment was
     * within the limit go on (the counters' increments are atomic and their reads strongly
     * consistent). A refused attempt checks no password, so it gives its count on the username back.
     */
    async begin(username: string, client: string): Promise<LoginAttempt> {
      const window = windowOf(now());
      const windowEnd = (window + 1) * LOGIN_LIMITS.windowMs;
      // A day beyond the window: TTL deletion runs within about a day, never early.
      const expiresAtMs = windowEnd + 24 * 60 * 60 * 1000;
      const pair = counter(`username-from-client:${username.toLowerCase()}:${client}`, window);
      const fromClient = counter(`client:${client}`, window);
      const account = accountCounter(username, window);

      const [pairCount, clientCount, accountCount] = await counted(
        Promise.all([pair, fromClient, account].map((key) => attempts.add(key, 1, expiresAtMs))).then(() =>
          attempts.counts([pair, fromClient, account]),
        ),
      );
      if (
        pairCount! > LOGIN_LIMITS.perUsernameFromClient ||
        clientCount! > LOGIN_LIMITS.perClient ||
        accountCount! > LOGIN_LIMITS.perUsername
      ) {
        await counted(attempts.add(account, -1, expiresAtMs));
        const minutes = Math.max(1, Math.ceil((windowEnd - now()) / 60_000));
        throw tooManyRequests(`Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
      // This attempt is among the count: the ones before it are the failures (or still under way).
      const beyond = accountCount! - 1 - LOGIN_LIMITS.slowAfterFailures;
      if (beyond > 0) await wait(Math.min(beyond * LOGIN_LIMITS.delayPerFailureMs, LOGIN_LIMITS.maxDelayMs));

      return {
        // A success forgets this client's failures for the username and uses up no budget.
        async succeeded() {
          await Promise.all([attempts.remove(pair), attempts.add(fromClient, -1, expiresAtMs), attempts.add(account, -1, expiresAtMs)]);
        },
      };
    },

    /** The owner's way back in before the window ends: an admin's password reset forgets the username's count. */
    async forgive(username: string): Promise<void> {
      await attempts.remove(accountCounter(username, windowOf(now())));
    },
  };
}

export type LoginThrottleService = ReturnType<typeof loginThrottleService>;
