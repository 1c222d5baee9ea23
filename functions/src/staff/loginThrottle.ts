import { setTimeout as sleep } from 'node:timers/promises';
import { HttpError } from '../platform';
import type { LoginAttemptRepository } from './loginAttemptRepository';

/**
 * Sign-in attempts are counted in the database (shared by every function instance) in fixed
 * windows. One client may try one username 5 times and all usernames 20 times a window, then
 * waits for the next (429). Failures for a username from every client together only slow its
 * sign-ins down: a stranger guessing `admin`'s password cannot lock the real admin out.
 */
export const LOGIN_LIMITS = {
  perUsernameFromClient: 5,
  perClient: 20,
  windowMs: 15 * 60 * 1000,
  /** Past this many failures for a username in a window, each sign-in for it waits first... */
  slowAfterFailures: 5,
  /** ...this long for each failure beyond them, up to `maxDelayMs`. */
  delayPerFailureMs: 500,
  maxDelayMs: 5_000,
} as const;

/** One sign-in let through: say how it ended. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

interface ThrottleOptions {
  now?: () => number;
  wait?: (ms: number) => Promise<unknown>;
}

export function loginThrottle(attempts: LoginAttemptRepository, { now = Date.now, wait = sleep }: ThrottleOptions = {}) {
  return {
    /**
     * Counts the attempt before the password is checked, so concurrent guesses cannot all pass
     * the gate: each increments, then reads the total, and only those whose own increment was
     * within the limit go on (the counters' increments are atomic and their reads strongly consistent).
     */
    async begin(username: string, client: string): Promise<LoginAttempt> {
      const window = Math.floor(now() / LOGIN_LIMITS.windowMs);
      const windowEnd = (window + 1) * LOGIN_LIMITS.windowMs;
      // A day beyond the window: TTL deletion runs within about a day, never early.
      const expiresAtMs = windowEnd + 24 * 60 * 60 * 1000;
      const counter = (key: string) => `${key}@${window}`;
      const account = username.toLowerCase();
      const pair = counter(`username-from-client:${account}:${client}`);
      const fromClient = counter(`client:${client}`);
      const usernameFailures = counter(`username-failures:${account}`);

      await Promise.all([attempts.add(pair, 1, expiresAtMs), attempts.add(fromClient, 1, expiresAtMs)]);
      const [pairCount, clientCount, failures] = await attempts.counts([pair, fromClient, usernameFailures]);
      if (pairCount! > LOGIN_LIMITS.perUsernameFromClient || clientCount! > LOGIN_LIMITS.perClient) {
        const minutes = Math.max(1, Math.ceil((windowEnd - now()) / 60_000));
        throw new HttpError(429, `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
      const beyond = failures! - LOGIN_LIMITS.slowAfterFailures;
      if (beyond > 0) await wait(Math.min(beyond * LOGIN_LIMITS.delayPerFailureMs, LOGIN_LIMITS.maxDelayMs));

      return {
        // A success forgets this client's failures for the username and does not use up its budget.
        async succeeded() {
          await Promise.all([attempts.remove(pair), attempts.add(fromClient, -1, expiresAtMs)]);
        },
        async failed() {
          await attempts.add(usernameFailures, 1, expiresAtMs);
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
