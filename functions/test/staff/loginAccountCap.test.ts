import { setTimeout as sleep } from 'node:timers/promises';
import express from 'express';
import type { Auth } from 'firebase-admin/auth';
import request from 'supertest';
import { SERVICE_UNAVAILABLE_MESSAGE, type User } from '@estate/domain';
import { RETRY_AFTER_SECONDS } from '../../src/platform/deadlines';
import { errorHandler } from '../../src/platform/http/errors';
import { authService } from '../../src/staff/authService';
import type { LoginAttemptRepository } from '../../src/staff/loginAttemptRepository';
import { LOGIN_LIMITS, loginThrottleService } from '../../src/staff/loginThrottleService';
import type { PasswordVerifier } from '../../src/staff/passwordVerifier';
import type { UserRepository } from '../../src/staff/userRepository';
import { userService } from '../../src/staff/userService';

/**
 * The login throttle's cap per account, whatever the client's address (which a Fastly customer
 * can choose: platform/http/trustedProxies.ts), over in-memory counters: no emulator needed.
 */

const WINDOW_START = 1_800_000_000_000 - (1_800_000_000_000 % LOGIN_LIMITS.windowMs);
const PASSWORD = 'luxury-admin-2026';
const admin: User = { id: 'admin-uid', username: 'admin', name: 'Avery Admin', email: 'admin@queencityestates.com', role: 'admin' };
const CAPPED = { status: 429, message: 'Too many failed login attempts. Please try again in 13 minutes.' };

/** Counters as Firestore keeps them, each call answered a little later so that concurrent ones interleave. */
function memoryCounters(): LoginAttemptRepository & { failing?: boolean } {
  const values = new Map<string, number>();
  const answer = async () => {
    await sleep(Math.floor(Math.random() * 3));
    if (counters.failing) throw Object.assign(new Error('13 INTERNAL: the counters failed'), { code: 13 });
  };
  const counters: LoginAttemptRepository & { failing?: boolean } = {
    async add(key, by) {
      await answer();
      values.set(key, (values.get(key) ?? 0) + by);
    },
    async counts(keys) {
      await answer();
      return keys.map((key) => values.get(key) ?? 0);
    },
    async remove(key) {
      await answer();
      values.delete(key);
    },
  };
  return counters;
}

function signInStack(now: () => number = () => WINDOW_START + 2 * 60_000) {
  const counters = memoryCounters();
  const throttle = loginThrottleService(counters, { now, wait: async () => undefined });
  const checked: string[] = [];
  const passwords: PasswordVerifier = {
    async verify(email, password) {
      checked.push(password);
      return email === admin.email && password === PASSWORD ? 'id-token' : null;
    },
  };
  const users = {
    get: async (uid: string) => (uid === admin.id ? admin : null),
    findByUsername: async (username: string) => (username.toLowerCase() === admin.username ? admin : null),
    markTokensRevoked: async () => undefined,
  } as unknown as UserRepository;
  const auth = {
    updateUser: async () => ({}),
    revokeRefreshTokens: async () => undefined,
    getUser: async () => ({ tokensValidAfterTime: new Date(now()).toUTCString() }),
  } as unknown as Auth;
  const accounts = userService(auth, users, throttle);
  const signIns = authService({
    users,
    accounts,
    throttle,
    passwords,
    adminSetupSecret: () => '',
    afterPassword: async (user) => ({ user, cookie: 'session-cookie' }),
    startSession: async () => 'session-cookie',
  });
  return { counters, checked, accounts, signIns };
}

/** Wrong passwords for `admin`, each from an address of its own, as a guesser choosing `req.ip` sends them. */
async function guessFromNewAddresses(signIns: ReturnType<typeof signInStack>['signIns'], count: number, first = 0) {
  for (let n = first; n < first + count; n += 1) {
    await expect(signIns.signIn('admin', `guess-${n}`, `203.0.${n >> 8}.${n & 255}`)).rejects.toMatchObject({ status: 401 });
  }
}

describe('the per-account sign-in cap', () => {
  it(`stops a guesser rotating addresses after ${LOGIN_LIMITS.perUsername} failures, for the right password too, without checking it`, async () => {
    const { signIns, checked } = signInStack();
    await guessFromNewAddresses(signIns, LOGIN_LIMITS.perUsername);
    expect(checked).toHaveLength(LOGIN_LIMITS.perUsername);

    await expect(signIns.signIn('admin', 'one-more-guess', '198.51.100.1')).rejects.toMatchObject(CAPPED);
    await expect(signIns.signIn('ADMIN', PASSWORD, '198.51.100.2')).rejects.toMatchObject(CAPPED);
    expect(checked).toHaveLength(LOGIN_LIMITS.perUsername);
  });

  it('lets no more guesses through than the cap when they overlap', async () => {
    const { signIns, checked } = signInStack();
    const answers = await Promise.allSettled(
      Array.from({ length: 3 * LOGIN_LIMITS.perUsername }, async (_, n) => {
        await sleep(n % 20);
        return signIns.signIn('admin', `guess-${n}`, `203.0.113.${n}`);
      }),
    );
    expect(checked.length).toBeLessThanOrEqual(LOGIN_LIMITS.perUsername);
    const statuses = answers.map((answer) => (answer.status === 'rejected' ? (answer.reason as { status: number }).status : 200));
    expect(statuses.filter((status) => status === 401)).toHaveLength(checked.length);
    expect(statuses.filter((status) => status === 429)).toHaveLength(answers.length - checked.length);
  });

  it('counts no refused attempt: what the per-client limits turn away checks no password and leaves the account its budget', async () => {
    const { signIns, checked } = signInStack();
    const pairLimit = LOGIN_LIMITS.perUsernameFromClient;
    for (let n = 0; n < pairLimit; n += 1)
      await expect(signIns.signIn('admin', 'guess', '192.0.2.1')).rejects.toMatchObject({ status: 401 });
    for (let n = 0; n < 10; n += 1) await expect(signIns.signIn('admin', 'guess', '192.0.2.1')).rejects.toMatchObject(CAPPED);
    await guessFromNewAddresses(signIns, LOGIN_LIMITS.perUsername - pairLimit - 1);
    expect(checked).toHaveLength(LOGIN_LIMITS.perUsername - 1);
    await expect(signIns.signIn('admin', PASSWORD, '198.51.100.1')).resolves.toMatchObject({ user: admin });
  });

  it("lets the owner in once an admin resets the account's password", async () => {
    const { signIns, accounts } = signInStack();
    await guessFromNewAddresses(signIns, LOGIN_LIMITS.perUsername);
    await expect(signIns.signIn('admin', PASSWORD, '198.51.100.1')).rejects.toMatchObject(CAPPED);

    await accounts.resetPassword(admin.id);
    // The fake keeps the old password: what counts here is that it is checked again.
    await expect(signIns.signIn('admin', PASSWORD, '198.51.100.1')).resolves.toMatchObject({ user: admin });
  });

  it('lifts the cap when its window ends', async () => {
    let now = WINDOW_START + 2 * 60_000;
    const { signIns } = signInStack(() => now);
    await guessFromNewAddresses(signIns, LOGIN_LIMITS.perUsername);
    await expect(signIns.signIn('admin', PASSWORD, '198.51.100.1')).rejects.toMatchObject(CAPPED);
    now = WINDOW_START + LOGIN_LIMITS.windowMs;
    await expect(signIns.signIn('admin', PASSWORD, '198.51.100.1')).resolves.toMatchObject({ user: admin });
  });

  it('refuses a sign-in with 503 and Retry-After when the counters cannot be read, checking no password', async () => {
    const { signIns, counters, checked } = signInStack();
    counters.failing = true;
    const app = express();
    app.post('/api/login', async (_req, res) => {
      res.json(await signIns.signIn('admin', PASSWORD, '198.51.100.1'));
    });
    const logger = { error: jest.fn() };
    app.use(errorHandler(logger));

    const response = await request(app).post('/api/login');
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.body).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE });
    expect(checked).toEqual([]);
    expect(logger.error).toHaveBeenCalled();
  });
});
