import request from 'supertest';
import type { PasswordVerifier } from '../../src/staff/passwordVerifier';
import { SETUP_SECRET_HEADER, UNKNOWN_ACCOUNT_EMAIL } from '../../src/staff/authRouter';
import { LOGIN_LIMITS } from '../../src/staff/loginThrottleService';
import { newClientAddress } from '../support/leads';
import { ORIGIN, TEST_SETUP_SECRET, testApp } from '../support/testApp';
import { nextAuthSecond } from '../support/nextAuthSecond';

/** The verifier, remembering which emails it was asked to check. */
function countingVerifier(inner: PasswordVerifier): PasswordVerifier & { emails: string[] } {
  const emails: string[] = [];
  return { emails, verify: (email, password) => (emails.push(email), inner.verify(email, password)) };
}

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const admin = { id: expect.any(String), username: 'admin', name: 'Avery Sinclair', email: 'admin@queencityestates.com', role: 'admin' };

describe('POST /api/login', () => {
  // The spec's sign-in of an account no factor applies to (staffFactors.test.ts has the factor's steps).
  beforeEach(() => t.passwordOnly());

  it.each([
    ['another site', 'https://evil.example'],
    ['no origin at all', undefined],
  ])('refuses a sign-in from %s with 403 (no login CSRF), with a right password too', async (_from, origin) => {
    const call = request(t.app).post('/api/login');
    const response = await (origin ? call.set('Origin', origin) : call)
      .send({ username: 'admin', password: 'luxury-admin-2026' })
      .expect(403);
    expect(response.body).toEqual({ message: 'Cross-site request refused' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers the user and sets an httpOnly, SameSite=Strict __session cookie', async () => {
    await t.createUser({}, { totp: false });
    const response = await request(t.app)
      .post('/api/login')
      .set('Origin', ORIGIN)
      .send({ username: 'admin', password: 'luxury-admin-2026' })
      .expect(200);
    expect(response.body).toEqual(admin);
    const cookie = (response.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('__session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['a wrong password', 'admin', 'not-the-password'],
    ['an unknown username', 'nobody', 'luxury-admin-2026'],
  ])('answers 401 with the same message for %s', async (_case, username, password) => {
    await t.createUser({}, { totp: false });
    const response = await request(t.app).post('/api/login').set('Origin', ORIGIN).send({ username, password }).expect(401);
    expect(response.body).toEqual({ message: 'Invalid username or password' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 400 with the documented messages for short fields', async () => {
    const response = await request(t.app).post('/api/login').set('Origin', ORIGIN).send({ username: 'ad', password: '123' }).expect(400);
    expect(response.body).toEqual({
      message: 'Username must be at least 3 characters',
      errors: { username: 'Username must be at least 3 characters', password: 'Password must be at least 6 characters' },
    });
  });

  const login = (username: string, password: string, client?: string) => {
    const call = request(t.app).post('/api/login').set('Origin', ORIGIN);
    return (client ? call.set('X-Forwarded-For', client) : call).send({ username, password });
  };

  it(`refuses a username from a client with 429 after ${LOGIN_LIMITS.perUsernameFromClient} failures, even with the right password`, async () => {
    await t.createUser({}, { totp: false });
    for (let attempt = 0; attempt < LOGIN_LIMITS.perUsernameFromClient; attempt += 1) {
      await login('admin', 'wrong-password').expect(401);
    }
    const response = await login('admin', 'luxury-admin-2026').expect(429);
    expect(response.body.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
  });

  it('counts an IPv6 client by its /56, so a new address in its prefix for each guess does not help', async () => {
    await t.createUser({}, { totp: false });
    for (let attempt = 0; attempt < LOGIN_LIMITS.perUsernameFromClient; attempt += 1) {
      await login('admin', 'wrong-password', `2001:db8:7:${attempt}::1`).expect(401);
    }
    await login('admin', 'wrong-password', '2001:db8:7:ff::9').expect(429);
    await login('admin', 'luxury-admin-2026', '2001:db8:8::1').expect(200);
  });

  it(`checks at most ${LOGIN_LIMITS.perUsernameFromClient} of 50 concurrent wrong passwords for one username`, async () => {
    const checked = countingVerifier(t.deps.passwords);
    const counted = testApp({ passwords: checked });
    try {
      await counted.createUser({}, { totp: false });
      const responses = await Promise.all(
        Array.from({ length: 50 }, () =>
          request(counted.app).post('/api/login').set('Origin', ORIGIN).send({ username: 'admin', password: 'wrong-password' }),
        ),
      );
      // Each counts itself in before reading the count, so under contention even fewer get through.
      expect(checked.emails.length).toBeLessThanOrEqual(LOGIN_LIMITS.perUsernameFromClient);
      const refused = responses.filter((response) => response.status === 429);
      expect(responses.filter((response) => response.status === 401)).toHaveLength(checked.emails.length);
      expect(refused).toHaveLength(50 - checked.emails.length);
    } finally {
      await counted.teardown();
    }
  });

  it("does not lock the real admin out when strangers send 100 wrong passwords for 'admin'", async () => {
    await t.createUser({}, { totp: false });
    const strangers = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
    const guesses = await Promise.all(Array.from({ length: 100 }, (_, n) => login('admin', `guess-${n}`, strangers[n % 3])));
    const checked = guesses.filter((response) => response.status === 401).length;
    expect(checked).toBeLessThanOrEqual(3 * LOGIN_LIMITS.perUsernameFromClient);
    expect(guesses.filter((response) => response.status === 429)).toHaveLength(100 - checked);
    // Slowed down by the strangers' failures, but let in.
    const response = await login('admin', 'luxury-admin-2026', '198.51.100.20').expect(200);
    expect(response.body).toEqual(admin);
  });

  it(`refuses every sign-in for a username after ${LOGIN_LIMITS.perUsername} failures from as many addresses, until an admin resets its password`, async () => {
    const cookie = await t.signInAsAdmin();
    const agent = await t.createUser({ username: 'agent', name: 'Agent agent', role: 'agent' }, { totp: false });
    // Rounds of overlapping guesses, each from an address of its own; a round never passes the
    // cap, so every guess in it is checked (and slowed down, as the waits between them stack up).
    let failures = 0;
    while (failures < LOGIN_LIMITS.perUsername) {
      const round = Math.min(10, LOGIN_LIMITS.perUsername - failures);
      const guesses = await Promise.all(
        Array.from({ length: round }, (_, n) => login('agent', `guess-${failures + n}`, `203.0.113.${failures + n}`)),
      );
      expect(guesses.map(({ status }) => status)).toEqual(Array(round).fill(401));
      failures += round;
    }
    const refused = await login('agent', 'luxury-admin-2026', '198.51.100.30').expect(429);
    expect(refused.body.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);

    const reset = await request(t.app)
      .post(`/api/admin/users/${agent.id}/reset-password`)
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .expect(200);
    await login('agent', (reset.body as { newPassword: string }).newPassword, '198.51.100.30').expect(200);
  });

  it('checks a password for an unknown username too, so it answers as slowly as for a known one', async () => {
    const checked = countingVerifier(t.deps.passwords);
    const counted = testApp({ passwords: checked });
    try {
      await counted.createUser({}, { totp: false });
      await request(counted.app)
        .post('/api/login')
        .set('Origin', ORIGIN)
        .send({ username: 'nobody', password: 'some-password' })
        .expect(401);
      await request(counted.app)
        .post('/api/login')
        .set('Origin', ORIGIN)
        .send({ username: 'admin', password: 'some-password' })
        .expect(401);
      expect(checked.emails).toEqual([UNKNOWN_ACCOUNT_EMAIL, 'admin@queencityestates.com']);
    } finally {
      await counted.teardown();
    }
  });

  it('lets a client that signed in successfully start its count for that username afresh', async () => {
    await t.createUser({}, { totp: false });
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < LOGIN_LIMITS.perUsernameFromClient - 1; attempt += 1)
        await login('admin', 'wrong-password').expect(401);
      await login('admin', 'luxury-admin-2026').expect(200);
    }
  });
});

describe('GET /api/user', () => {
  it('answers the signed-in user', async () => {
    const cookie = await t.signInAsAdmin();
    const response = await request(t.app).get('/api/user').set('Cookie', cookie).expect(200);
    expect(response.body).toEqual(admin);
  });

  it('answers an agent with their role and whether they take new leads', async () => {
    const { cookie, user } = await t.signInAsAgent();
    await request(t.app).get('/api/user').set('Cookie', cookie).expect(200, {
      id: user.id,
      username: 'agent',
      name: 'Agent agent',
      email: 'agent@queencityestates.com',
      role: 'agent',
      available: true,
    });
  });

  it('answers 401 without a session or with a forged one', async () => {
    await request(t.app).get('/api/user').expect(401, { message: 'Please sign in to continue' });
    await request(t.app).get('/api/user').set('Cookie', '__session=forged').expect(401);
  });
});

describe('POST /api/logout', () => {
  it('clears the cookie and revokes the session everywhere', async () => {
    const cookie = await t.signInAsAdmin();
    const { id } = (await request(t.app).get('/api/user').set('Cookie', cookie).expect(200)).body as { id: string };
    await nextAuthSecond();
    const loggedOutAt = Math.floor(Date.now() / 1000);
    const response = await request(t.app).post('/api/logout').set('Cookie', cookie).set('Origin', ORIGIN).expect(200);
    expect((response.headers['set-cookie'] as unknown as string[])[0]).toMatch(/^__session=;/);
    await request(t.app).get('/api/user').set('Cookie', cookie).expect(401);
    // The profile says so too, for the rules: the dashboard's Firebase token reads no lead any more.
    const { profile, auth } = await t.revocation(id);
    expect(profile).toBe(auth);
    expect(profile).toBeGreaterThanOrEqual(loggedOutAt);
  });

  it('refuses a cross-site request that carries a session', async () => {
    const cookie = await t.signInAsAdmin();
    const response = await request(t.app).post('/api/logout').set('Cookie', cookie).set('Origin', 'https://evil.example').expect(403);
    expect(response.body).toEqual({ message: 'Cross-site request refused' });
    await request(t.app).get('/api/user').set('Cookie', cookie).expect(200);
  });
});

describe('POST /api/register', () => {
  const newAdmin = { username: 'founder', password: 'founder-pass', name: 'Fran Founder', email: 'fran@queencityestates.com' };
  const register = (secret: string | null = TEST_SETUP_SECRET, origin = ORIGIN, body: object = newAdmin) => {
    // From a new client each time: registration has a per-client limit of its own.
    const call = request(t.app).post('/api/register').set('Origin', origin).set('X-Forwarded-For', newClientAddress());
    return (secret === null ? call : call.set(SETUP_SECRET_HEADER, secret)).send(body);
  };

  it('refuses a registration from another site with 403', async () => {
    const response = await register(TEST_SETUP_SECRET, 'https://evil.example').expect(403);
    expect(response.body).toEqual({ message: 'Cross-site request refused' });
  });

  it.each([
    ['no setup secret', null],
    ['a wrong setup secret', 'test-setup-secreT'],
    ['a longer one', `${TEST_SETUP_SECRET}x`],
  ])('refuses %s with 403, before any user exists, and creates nobody', async (_case, secret) => {
    const response = await register(secret).expect(403);
    expect(response.body).toEqual({ message: 'Registering the first admin needs the setup secret in X-Setup-Secret' });
    expect((await t.deps.db.collection('users').get()).size).toBe(0);
  });

  it('refuses everyone while the deployment has no setup secret', async () => {
    const unset = testApp({ adminSetupSecret: () => '' });
    try {
      await request(unset.app).post('/api/register').set('Origin', ORIGIN).set(SETUP_SECRET_HEADER, '').send(newAdmin).expect(403);
    } finally {
      await unset.teardown();
    }
  });

  it('creates the first admin with the setup secret and signs them in', async () => {
    const response = await register().expect(201);
    expect(response.body).toMatchObject({ username: 'founder', role: 'admin' });
    const cookie = (response.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    await request(t.app).get('/api/user').set('Cookie', cookie).expect(200);
  });

  it('makes the first account an admin even when the request asks for an agent', async () => {
    const response = await register(TEST_SETUP_SECRET, ORIGIN, { ...newAdmin, role: 'agent' }).expect(201);
    expect(response.body).toMatchObject({ username: 'founder', role: 'admin' });
    expect(response.body).not.toHaveProperty('available');
    expect((await t.deps.auth.getUser(response.body.id)).customClaims).toEqual({ role: 'admin', admin: true });
  });

  it('lets one of two registrations racing with the secret win', async () => {
    const responses = await Promise.all([register(), register()]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 403]);
    expect((await t.deps.db.collection('users').get()).size).toBe(1);
  });

  it('answers 403 once any user exists, secret or not', async () => {
    await t.createUser();
    const response = await register().expect(403);
    expect(response.body.message).toBe('Registration is closed: ask an admin to create your account');
  });
});
