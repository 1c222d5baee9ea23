import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { repositories } from '../../src/composition';
import { LOGIN_ATTEMPTS } from '../../src/staff/loginAttemptRepository';
import { LOGIN_LIMITS, loginThrottleService } from '../../src/staff/loginThrottleService';
import { adminApp, wipeProject } from '../support/emulators';

const clients = adminApp();
const { loginAttempts: attempts } = repositories(clients.db);
beforeEach(() => wipeProject());
afterAll(() => clients.close());

const WINDOW_START = 1_800_000_000_000 - (1_800_000_000_000 % LOGIN_LIMITS.windowMs);

describe('loginThrottleService', () => {
  // An attempt that is not told it succeeded stays counted: each begin below is a failed sign-in.
  it('slows sign-ins for a username by its failures from every client, up to a ceiling, without refusing them below its cap', async () => {
    const waits: number[] = [];
    const throttle = loginThrottleService(attempts, { now: () => WINDOW_START + 1000, wait: async (ms) => waits.push(ms) });
    const failures = LOGIN_LIMITS.slowAfterFailures + 3;
    for (let n = 0; n < failures; n += 1) await throttle.begin('Admin', `203.0.113.${n}`);
    expect(waits).toEqual([1, 2].map((beyond) => beyond * LOGIN_LIMITS.delayPerFailureMs));

    waits.length = 0;
    await throttle.begin('admin', '198.51.100.1');
    expect(waits).toEqual([3 * LOGIN_LIMITS.delayPerFailureMs]);

    for (let n = 0; n < 20; n += 1) await throttle.begin('admin', `192.0.2.${n}`);
    waits.length = 0;
    await throttle.begin('admin', '198.51.100.2');
    expect(waits).toEqual([LOGIN_LIMITS.maxDelayMs]);
  });

  it('starts afresh in the next window, and says how long is left of this one', async () => {
    let now = WINDOW_START + 2 * 60_000;
    const throttle = loginThrottleService(attempts, { now: () => now, wait: async () => undefined });
    for (let n = 0; n < LOGIN_LIMITS.perUsernameFromClient; n += 1) await throttle.begin('admin', '203.0.113.1');
    await expect(throttle.begin('admin', '203.0.113.1')).rejects.toMatchObject({
      status: 429,
      message: 'Too many failed login attempts. Please try again in 13 minutes.',
    });
    now = WINDOW_START + LOGIN_LIMITS.windowMs;
    await expect(throttle.begin('admin', '203.0.113.1')).resolves.toBeDefined();
  });

  it('limits a client across usernames', async () => {
    const throttle = loginThrottleService(attempts, { now: () => WINDOW_START, wait: async () => undefined });
    for (let n = 0; n < LOGIN_LIMITS.perClient; n += 1) await throttle.begin(`user${n}`, '203.0.113.1');
    await expect(throttle.begin('someone-else', '203.0.113.1')).rejects.toMatchObject({ status: 429 });
    await expect(throttle.begin('someone-else', '203.0.113.2')).resolves.toBeDefined();
  });

  it('gives every counter an expiry a day after its window, which the TTL policy deletes', async () => {
    const throttle = loginThrottleService(attempts, { now: () => WINDOW_START, wait: async () => undefined });
    await throttle.begin('admin', '203.0.113.1');
    const counters = await clients.db.collection(LOGIN_ATTEMPTS).get();
    expect(counters.size).toBe(3);
    for (const counter of counters.docs) {
      expect(counter.get('expiresAt')).toEqual(Timestamp.fromMillis(WINDOW_START + LOGIN_LIMITS.windowMs + 24 * 60 * 60 * 1000));
    }
    const indexes = JSON.parse(readFileSync(join(__dirname, '../../../firestore.indexes.json'), 'utf8')) as {
      fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
    };
    expect(indexes.fieldOverrides).toContainEqual(
      expect.objectContaining({ collectionGroup: LOGIN_ATTEMPTS, fieldPath: 'expiresAt', ttl: true }),
    );
  });
});
