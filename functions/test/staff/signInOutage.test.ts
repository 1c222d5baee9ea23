import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@estate/domain';
import { DEADLINES_MS, RETRY_AFTER_SECONDS } from '../../src/platform/deadlines';
import { identityToolkitVerifier } from '../../src/staff/passwordVerifier';
import { stallingProxy, type StallingProxy } from '../support/stallingProxy';
import { ORIGIN, testApp, testConfig } from '../support/testApp';

/**
 * Sign-in and signed-in requests while the Auth emulator hangs. It runs inside firebase-tools
 * with Hosting and the functions, so it cannot be stopped alone: a proxy in front of it stalls
 * instead, for the password check (Identity Toolkit) and the Admin SDK's calls alike.
 */

/** On top of a deadline, for a busy machine: a bound on a hang, never a speed claim. */
const SLACK_MS = 15_000;
const TEST_TIMEOUT_MS = 120_000;

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
let proxy: StallingProxy;
let t: ReturnType<typeof testApp>;

beforeAll(async () => {
  proxy = await stallingProxy(emulatorHost!);
  // The Admin SDK reads the emulator's address at each call; jest gives this file its own environment.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = proxy.address;
  t = testApp({
    // Production's deadlines: these tests are about them.
    config: { ...testConfig, requestDeadlines: DEADLINES_MS },
    passwords: identityToolkitVerifier({ apiKey: () => 'demo-api-key', emulatorHost: proxy.address, logger: { error: jest.fn() } }),
  });
});
beforeEach(() => t.reset());
afterEach(() => proxy.resume());
afterAll(async () => {
  await t.teardown();
  await proxy.close();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
});

/** A request's answer and how long it took. */
async function timed(call: request.Test) {
  const started = performance.now();
  const response = await call;
  return { response, ms: performance.now() - started };
}

const signIn = () => request(t.app).post('/api/login').set('Origin', ORIGIN).send({ username: 'admin', password: 'luxury-admin-2026' });

function expectUnavailable(response: request.Response) {
  expect(response.status).toBe(503);
  expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(response.body).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE });
}

describe('with the Auth emulator stalled', () => {
  it(
    'answers a sign-in 503 with Retry-After within the write deadline, not a 401, and signs in once Auth answers again',
    async () => {
      await t.createUser();
      proxy.stall();
      const { response, ms } = await timed(signIn());
      expectUnavailable(response);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(ms).toBeLessThan(DEADLINES_MS.write + SLACK_MS);

      proxy.resume();
      // The password and the second factor, as the dashboard sends them.
      await t.signIn();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "answers a signed-in staff member's request 503 within the read deadline, not a 401, and serves it once Auth answers again",
    async () => {
      const cookie = await t.signInAsAdmin();
      proxy.stall();
      const { response, ms } = await timed(request(t.app).get('/api/leads').set('Cookie', cookie));
      expectUnavailable(response);
      expect(ms).toBeLessThan(DEADLINES_MS.read + SLACK_MS);

      proxy.resume();
      await request(t.app).get('/api/leads').set('Cookie', cookie).expect(200, []);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'reports Auth failing at /api/health within its check deadline',
    async () => {
      proxy.stall();
      const { response, ms } = await timed(request(t.app).get('/api/health'));
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({
        status: 'failing',
        message: 'Not every service answers: auth.',
        dependencies: { firestore: { status: 'ok' }, auth: { status: 'failing' }, storage: { status: 'ok' }, mail: { status: 'ok' } },
      });
      expect(ms).toBeLessThan(DEADLINES_MS.healthCheck + SLACK_MS);
    },
    TEST_TIMEOUT_MS,
  );
});

describe('with the Auth emulator gone', () => {
  it('answers a sign-in 503 with Retry-After, not a 500', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const gone = testApp({
      passwords: identityToolkitVerifier({ apiKey: () => 'demo-api-key', emulatorHost: `127.0.0.1:${port}`, logger: { error: jest.fn() } }),
    });
    try {
      await gone.createUser();
      expectUnavailable(
        await request(gone.app).post('/api/login').set('Origin', ORIGIN).send({ username: 'admin', password: 'luxury-admin-2026' }),
      );
    } finally {
      await gone.teardown();
    }
  });
});
