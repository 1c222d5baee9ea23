import request from 'supertest';
import {
  FACTOR_CODES,
  FACTOR_TEXTS,
  RECOVERY_CODE_COUNT,
  STEP_UP_WINDOW_MS,
  type FactorAdded,
  type FactorsOverview,
  type TotpSetup,
} from '@estate/domain';
import { LOGIN_LIMITS } from '../../../src/staff/loginThrottleService';
import { STAFF_FACTORS, STAFF_SESSIONS, totp } from '../../../src/staff/factors';
import { DEMO_TOTP_SECRET } from '../../../../scripts/stack/demoTotpSecret';
import { ORIGIN, testApp } from '../../support/testApp';

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const PASSWORD = { username: 'admin', password: 'luxury-admin-2026' };

/** The __session cookie an answer set, as the Cookie header to send back. */
function cookieOf(response: request.Response): string {
  const cookie = (response.headers['set-cookie'] as unknown as string[] | undefined)?.find((c) => c.startsWith('__session='));
  if (!cookie) throw new Error('no __session cookie was set');
  return cookie.split(';')[0]!;
}

const login = (client = '198.51.100.7') =>
  request(t.app).post('/api/login').set('Origin', ORIGIN).set('X-Forwarded-For', client).send(PASSWORD);

const factorStep = (pending: string, proof: object, client = '198.51.100.7') =>
  request(t.app).post('/api/login/factor').set('Origin', ORIGIN).set('X-Forwarded-For', client).set('Cookie', pending).send(proof);

const stepUp = (cookie: string, proof: object) =>
  request(t.app).post('/api/login/step-up').set('Origin', ORIGIN).set('Cookie', cookie).send(proof);

/** The account's sign-in up to the factor step: the pending cookie. */
async function pendingSignIn(): Promise<string> {
  const response = await login().expect(202);
  return cookieOf(response);
}

async function sessionRecords(uid: string) {
  const snapshot = await t.deps.db.collection(STAFF_SESSIONS).where('uid', '==', uid).get();
  return snapshot.docs.map((doc) => doc.data());
}

describe('POST /api/login for an account with an authenticator app', () => {
  it('answers 202 with the factors to choose from, and a short pending cookie that is no session', async () => {
    await t.createUser();
    const response = await login().expect(202);
    expect(response.body).toEqual({ step: 'factor', factors: ['totp'] });
    const cookie = (response.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('__session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Max-Age=300/);
    await request(t.app).get('/api/user').set('Cookie', cookieOf(response)).expect(401);
  });

  it('still answers 401 for a wrong password, with no pending cookie', async () => {
    await t.createUser();
    const response = await request(t.app)
      .post('/api/login')
      .set('Origin', ORIGIN)
      .send({ ...PASSWORD, password: 'wrong-one' })
      .expect(401);
    expect(response.body).toEqual({ message: 'Invalid username or password' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('POST /api/login/factor', () => {
  it("signs in with the app's current code: the user, a session cookie, and the session's record", async () => {
    const admin = await t.createUser();
    const response = await factorStep(await pendingSignIn(), { totp: totp.codeAt(DEMO_TOTP_SECRET) }).expect(200);
    expect(response.body).toEqual(admin);
    await request(t.app).get('/api/user').set('Cookie', cookieOf(response)).expect(200);
    const [record] = await sessionRecords(admin.id);
    expect(record).toEqual(expect.objectContaining({ uid: admin.id, from: 'password+totp', lastFactorAt: expect.anything() }));
  });

  it('answers 401 for a wrong code, and 429 after as many wrong codes as wrong passwords', async () => {
    await t.createUser();
    const pending = await pendingSignIn();
    const wrong = String((Number(totp.codeAt(DEMO_TOTP_SECRET)) + 500_000) % 1_000_000).padStart(6, '0');
    for (let n = 0; n < LOGIN_LIMITS.perUsernameFromClient; n += 1) {
      const response = await factorStep(pending, { totp: wrong }).expect(401);
      expect(response.body).toEqual({ message: FACTOR_TEXTS.wrongCode });
    }
    const refused = await factorStep(pending, { totp: totp.codeAt(DEMO_TOTP_SECRET) }).expect(429);
    expect(refused.body.message).toMatch(/^Too many failed login attempts/);
  });

  it('answers 401 with the sign-in-expired code without a pending sign-in, or with a forged one', async () => {
    await t.createUser();
    for (const cookie of ['', '__session=pending1.e30.forged', '__session=not-a-token']) {
      const response = await factorStep(cookie, { totp: totp.codeAt(DEMO_TOTP_SECRET) }).expect(401);
      expect(response.body).toEqual({ message: FACTOR_TEXTS.signInExpired, code: FACTOR_CODES.signInExpired });
    }
  });

  it('answers 400 unless exactly one proof is sent', async () => {
    await t.createUser();
    const pending = await pendingSignIn();
    for (const proof of [{}, { totp: '123456', recoveryCode: 'abcde-fghjk' }, { totp: '12ab' }]) {
      const response = await factorStep(pending, proof).expect(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
  });
});

describe('the enrolment step (the setting on, an account without a factor)', () => {
  it('is asked for after the password, then sets up the app, hands out 10 recovery codes and starts the session', async () => {
    const admin = await t.createUser({}, { totp: false });
    const response = await login().expect(202);
    expect(response.body).toEqual({ step: 'enrol' });
    const pending = cookieOf(response);
    // The enrolment's pending sign-in is no factor step.
    await factorStep(pending, { totp: '123456' }).expect(401);

    const setup = await request(t.app).post('/api/staff/factors/totp').set('Origin', ORIGIN).set('Cookie', pending).expect(200);
    const { secret, uri } = setup.body as TotpSetup;
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const wrong = await request(t.app)
      .put('/api/staff/factors/totp')
      .set('Origin', ORIGIN)
      .set('Cookie', pending)
      .send({ code: '000000' === totp.codeAt(secret) ? '111111' : '000000' });
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: 400, body: { message: FACTOR_TEXTS.wrongCode } });
    const confirmed = await request(t.app)
      .put('/api/staff/factors/totp')
      .set('Origin', ORIGIN)
      .set('Cookie', pending)
      .send({ code: totp.codeAt(secret) })
      .expect(201);
    const { recoveryCodes, user } = confirmed.body as FactorAdded;
    expect(user).toEqual(admin);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    await request(t.app).get('/api/user').set('Cookie', cookieOf(confirmed)).expect(200);

    // The secret and the codes are stored sealed and hashed.
    const stored = JSON.stringify((await t.deps.db.collection(STAFF_FACTORS).doc(admin.id).get()).data());
    expect(stored).not.toContain(secret);
    for (const code of recoveryCodes!) expect(stored).not.toContain(code.replace('-', ''));

    // The next sign-in asks for the factor.
    expect((await login().expect(202)).body).toEqual({ step: 'factor', factors: ['totp', 'recovery'] });
  });

  it('is not asked for when an admin turned the setting off: the password alone signs in', async () => {
    const admin = await t.createUser({}, { totp: false });
    await t.passwordOnly();
    expect((await login().expect(200)).body).toEqual(admin);
  });

  it('refuses factor changes to a visitor with neither a session nor an enrolment step', async () => {
    const response = await request(t.app).post('/api/staff/factors/totp').set('Origin', ORIGIN).expect(401);
    expect(response.body).toEqual({ message: 'Please sign in to continue' });
  });
});

describe('recovery codes', () => {
  async function codesOfAdmin(): Promise<{ cookie: string; codes: string[] }> {
    const cookie = await t.signInAsAdmin();
    const response = await request(t.app).post('/api/staff/factors/recovery-codes').set('Origin', ORIGIN).set('Cookie', cookie).expect(200);
    return { cookie, codes: (response.body as { recoveryCodes: string[] }).recoveryCodes };
  }

  it('each sign in once, however typed, and the overview counts what is left', async () => {
    const { cookie, codes } = await codesOfAdmin();
    const first = codes[0]!;
    await factorStep(await pendingSignIn(), { recoveryCode: ` ${first.toUpperCase()} ` }).expect(200);
    const again = await factorStep(await pendingSignIn(), { recoveryCode: first }).expect(401);
    expect(again.body).toEqual({ message: FACTOR_TEXTS.wrongCode });
    const overview = (await request(t.app).get('/api/staff/factors').set('Cookie', cookie).expect(200)).body as FactorsOverview;
    expect(overview).toEqual({ passkeys: [], totp: { createdAt: expect.any(String) }, recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 });
  });

  it('are replaced whole when regenerated: the old ones stop working', async () => {
    const { cookie, codes } = await codesOfAdmin();
    await request(t.app).post('/api/staff/factors/recovery-codes').set('Origin', ORIGIN).set('Cookie', cookie).expect(200);
    await factorStep(await pendingSignIn(), { recoveryCode: codes[1]! }).expect(401);
  });
});

describe('the step-up (POST /api/login/step-up)', () => {
  it('lets a risky action through for 5 minutes after a factor proved in the session', async () => {
    const cookie = await t.signInAsAdmin();
    await t.factorProvedAgo(cookie, STEP_UP_WINDOW_MS + 1000);
    const refused = await request(t.app)
      .put('/api/admin/settings/lead-alerts')
      .set('Origin', ORIGIN)
      .set('Cookie', cookie)
      .send({ recipients: ['a@example.com'] });
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 401,
      body: { message: FACTOR_TEXTS.stepUpRequired, code: FACTOR_CODES.stepUpRequired },
    });
    await stepUp(cookie, { totp: totp.codeAt(DEMO_TOTP_SECRET) }).expect(200);
    await request(t.app)
      .put('/api/admin/settings/lead-alerts')
      .set('Origin', ORIGIN)
      .set('Cookie', cookie)
      .send({ recipients: ['a@example.com'] })
      .expect(200);
  });

  it('answers 401 for a wrong code and keeps the factor stale', async () => {
    const cookie = await t.signInAsAdmin();
    await t.factorProvedAgo(cookie, STEP_UP_WINDOW_MS + 1000);
    const response = await stepUp(cookie, { totp: '000000' === totp.codeAt(DEMO_TOTP_SECRET) ? '111111' : '000000' }).expect(401);
    expect(response.body).toEqual({ message: FACTOR_TEXTS.wrongCode });
    await request(t.app)
      .put('/api/admin/settings/lead-alerts')
      .set('Origin', ORIGIN)
      .set('Cookie', cookie)
      .send({ recipients: ['a@example.com'] })
      .expect(401);
  });
});

describe('a passkey sign-in alone', () => {
  it("asks the browser for any of the site's passkeys, with user verification", async () => {
    const response = await request(t.app).post('/api/login/passkey-options').set('Origin', ORIGIN).expect(200);
    expect(response.body).toEqual(
      expect.objectContaining({ rpId: 'localhost', challenge: expect.any(String), userVerification: 'required' }),
    );
    expect(response.body.allowCredentials ?? []).toEqual([]);
  });

  it('answers 401 for a passkey the site does not know', async () => {
    const response = await request(t.app)
      .post('/api/login/passkey')
      .set('Origin', ORIGIN)
      .send({ passkey: { id: 'unknown-credential', rawId: 'unknown-credential', type: 'public-key', response: {} } })
      .expect(401);
    expect(response.body).toEqual({ message: FACTOR_TEXTS.unknownPasskey });
  });
});

describe('the setting (GET and PUT /api/admin/settings/staff-factors)', () => {
  it('is on for a new deployment, and an admin turns it off', async () => {
    const cookie = await t.signInAsAdmin();
    expect((await request(t.app).get('/api/admin/settings/staff-factors').set('Cookie', cookie).expect(200)).body).toEqual({
      required: true,
    });
    await request(t.app)
      .put('/api/admin/settings/staff-factors')
      .set('Origin', ORIGIN)
      .set('Cookie', cookie)
      .send({ required: false })
      .expect(200);
    expect((await request(t.app).get('/api/admin/settings/staff-factors').set('Cookie', cookie).expect(200)).body).toEqual({
      required: false,
    });
  });

  it('answers 400 for anything but true or false', async () => {
    const cookie = await t.signInAsAdmin();
    const response = await request(t.app)
      .put('/api/admin/settings/staff-factors')
      .set('Origin', ORIGIN)
      .set('Cookie', cookie)
      .send({ required: 'yes' })
      .expect(400);
    expect(response.body.message).toBe('required must be true or false');
  });
});

describe('revokeAll (offboarding)', () => {
  it('removes every factor of the account', async () => {
    const admin = await t.createUser();
    await t.staff.factors.regenerateRecoveryCodes(admin.id);
    await t.staff.factors.revokeAll(admin.id);
    expect(await t.staff.factors.overview(admin.id)).toEqual({ passkeys: [], totp: null, recoveryCodesLeft: 0 });
  });
});
