import request from 'supertest';
import { LOGIN_LIMITS } from '../src/services/loginThrottle';
import { ORIGIN, testApp } from './support/testApp';

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const admin = { id: expect.any(String), username: 'admin', name: 'Avery Sinclair', email: 'admin@queencityestates.com', role: 'admin' };

describe('POST /api/login', () => {
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
    await t.createUser();
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
    await t.createUser();
    const response = await request(t.app).post('/api/login').set('Origin', ORIGIN).send({ username, password }).expect(401);
    expect(response.body).toEqual({ message: 'Invalid username or password' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 400 with the SPEC messages for short fields', async () => {
    const response = await request(t.app).post('/api/login').set('Origin', ORIGIN).send({ username: 'ad', password: '123' }).expect(400);
    expect(response.body).toEqual({
      message: 'Username must be at least 3 characters',
      errors: { username: 'Username must be at least 3 characters', password: 'Password must be at least 6 characters' },
    });
  });

  it(`refuses a username with 429 after ${LOGIN_LIMITS.perUsername} failures, even with the right password`, async () => {
    await t.createUser();
    for (let attempt = 0; attempt < LOGIN_LIMITS.perUsername; attempt += 1) {
      await request(t.app).post('/api/login').set('Origin', ORIGIN).send({ username: 'admin', password: 'wrong-password' }).expect(401);
    }
    const response = await request(t.app)
      .post('/api/login')
      .set('Origin', ORIGIN)
      .send({ username: 'admin', password: 'luxury-admin-2026' })
      .expect(429);
    expect(response.body.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
  });
});

describe('GET /api/user', () => {
  it('answers the signed-in user', async () => {
    const cookie = await t.signInAsAdmin();
    const response = await request(t.app).get('/api/user').set('Cookie', cookie).expect(200);
    expect(response.body).toEqual(admin);
  });

  it('answers 401 without a session or with a forged one', async () => {
    await request(t.app).get('/api/user').expect(401, { message: 'Please sign in to continue' });
    await request(t.app).get('/api/user').set('Cookie', '__session=forged').expect(401);
  });
});

describe('POST /api/logout', () => {
  it('clears the cookie and revokes the session everywhere', async () => {
    const cookie = await t.signInAsAdmin();
    // Firebase Auth compares sign-in and revocation times in whole seconds.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await request(t.app).post('/api/logout').set('Cookie', cookie).set('Origin', ORIGIN).expect(200);
    expect((response.headers['set-cookie'] as unknown as string[])[0]).toMatch(/^__session=;/);
    await request(t.app).get('/api/user').set('Cookie', cookie).expect(401);
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

  it('refuses a registration from another site with 403', async () => {
    const response = await request(t.app).post('/api/register').set('Origin', 'https://evil.example').send(newAdmin).expect(403);
    expect(response.body).toEqual({ message: 'Cross-site request refused' });
  });

  it('creates the first admin and signs them in', async () => {
    const response = await request(t.app).post('/api/register').set('Origin', ORIGIN).send(newAdmin).expect(201);
    expect(response.body).toMatchObject({ username: 'founder', role: 'admin' });
    const cookie = (response.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    await request(t.app).get('/api/user').set('Cookie', cookie).expect(200);
  });

  it('answers 403 once any user exists', async () => {
    await t.createUser();
    const response = await request(t.app).post('/api/register').set('Origin', ORIGIN).send(newAdmin).expect(403);
    expect(response.body.message).toBe('Registration is closed: ask an admin to create your account');
  });
});
