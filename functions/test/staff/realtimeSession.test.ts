import request from 'supertest';
import type { Role } from '@estate/domain';
import { emulatorsFromEnv } from '../../src/platform/emulators';
import { realtimeSession } from '../../src/staff/realtimeSessionService';
import { emulatorProject } from '../support/emulators';
import { ORIGIN, testApp } from '../support/testApp';
import { nextAuthSecond } from '../support/nextAuthSecond';

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const mint = (cookie: string, origin = ORIGIN) => request(t.app).post('/api/session/realtime').set('Cookie', cookie).set('Origin', origin);

/** Signs in to the Auth emulator with the custom token, as the browser's SDK does, and answers the ID token's claims. */
async function signInWithCustomToken(token: string): Promise<Record<string, unknown>> {
  const url = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, returnSecureToken: true }),
  });
  expect(response.status).toBe(200);
  const { idToken } = (await response.json()) as { idToken: string };
  return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function signInAsAdmin() {
  const cookie = await t.signInAsAdmin();
  return { cookie, user: (await request(t.app).get('/api/user').set('Cookie', cookie)).body as { id: string } };
}

describe('POST /api/session/realtime', () => {
  it.each<[Role, boolean]>([
    ['agent', false],
    ['admin', true],
  ])("mints a custom token with an %s's claims, and the emulators' web config", async (role, admin) => {
    const { cookie, user } = role === 'agent' ? await t.signInAsAgent() : await signInAsAdmin();
    const response = await mint(cookie).expect(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const projectId = emulatorProject();
    const [firestoreHost, firestorePort] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
    expect(response.body).toEqual({
      token: expect.any(String),
      firebase: { apiKey: 'demo-api-key', projectId, authDomain: `${projectId}.firebaseapp.com` },
      emulators: {
        auth: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
        firestore: { host: firestoreHost, port: Number(firestorePort) },
      },
    });
    expect(await signInWithCustomToken(response.body.token)).toMatchObject({ sub: user.id, role, admin });
  });

  it('answers 401 to a visitor and 403 to an account without a staff role', async () => {
    await request(t.app).post('/api/session/realtime').set('Origin', ORIGIN).expect(401, { message: 'Please sign in to continue' });
    await mint(await t.signInAsNonAdmin()).expect(403, { message: 'You need a staff account to do this' });
  });

  it('refuses a request from another site that carries the session', async () => {
    const { cookie } = await t.signInAsAgent();
    await mint(cookie, 'https://evil.example').expect(403, { message: 'Cross-site request refused' });
  });

  it('mints no token for a session that a role change ended', async () => {
    const adminsCookie = await t.signInAsAdmin();
    const { cookie, user } = await t.signInAsAgent();
    await nextAuthSecond();
    await request(t.app)
      .patch(`/api/admin/users/${user.id}`)
      .set('Cookie', adminsCookie)
      .set('Origin', ORIGIN)
      .send({ role: 'admin' })
      .expect(200);
    await mint(cookie).expect(401, { message: 'Please sign in to continue' });
  });
});

describe('realtimeSession', () => {
  it('leaves the emulators out when the web config has none (production)', async () => {
    const { user } = await t.signInAsAgent();
    const session = await realtimeSession(t.deps.auth, { apiKey: 'key', projectId: 'estates' }, user.id, 'agent');
    expect(session).toEqual({
      token: expect.any(String),
      firebase: { apiKey: 'key', projectId: 'estates', authDomain: 'estates.firebaseapp.com' },
    });
  });
});

describe('emulatorsFromEnv', () => {
  it('answers where the Auth and Firestore emulators are when both are set', () => {
    expect(emulatorsFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toEqual({
      auth: 'http://127.0.0.1:9099',
      firestore: { host: '127.0.0.1', port: 8080 },
    });
    expect(emulatorsFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099', FIRESTORE_EMULATOR_HOST: '[::1]:8080' })?.firestore).toEqual({
      host: '[::1]',
      port: 8080,
    });
  });

  it.each([{}, { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }])(
    'answers nothing unless both are set: %p',
    (env) => {
      expect(emulatorsFromEnv(env)).toBeUndefined();
    },
  );

  it('refuses an address without a port, naming it', () => {
    expect(() => emulatorsFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: 'localhost' })).toThrow(
      'An emulator address must be host:port, not "localhost"',
    );
  });
});
