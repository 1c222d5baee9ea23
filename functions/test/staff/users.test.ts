import request from 'supertest';
import { ORIGIN, testApp } from '../support/testApp';
import { nextAuthSecond } from '../support/nextAuthSecond';

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const newUser = {
  username: 'jordan',
  password: 'jordan-pass-1',
  name: 'Jordan Ellis',
  email: 'jordan@queencityestates.com',
  phone: '5135550100',
};

describe('GET /api/admin/users', () => {
  it('lists the users for an admin, without secrets', async () => {
    const cookie = await t.signInAsAdmin();
    const response = await request(t.app).get('/api/admin/users').set('Cookie', cookie).expect(200);
    expect(response.body).toEqual([
      { id: expect.any(String), username: 'admin', name: 'Avery Sinclair', email: 'admin@queencityestates.com', role: 'admin' },
    ]);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it("shows each account's role, and whether an agent takes new leads", async () => {
    const cookie = await t.signInAsAdmin();
    await t.createUser({ username: 'jordan', name: 'Jordan Ellis', role: 'agent' });
    const response = await request(t.app).get('/api/admin/users').set('Cookie', cookie).expect(200);
    expect(response.body).toEqual([
      expect.objectContaining({ username: 'admin', role: 'admin' }),
      {
        id: expect.any(String),
        username: 'jordan',
        name: 'Jordan Ellis',
        email: 'jordan@queencityestates.com',
        role: 'agent',
        available: true,
      },
    ]);
    expect(response.body[0]).not.toHaveProperty('available');
  });

  it('answers 401 without a session and 403 without the admin claim', async () => {
    await request(t.app).get('/api/admin/users').expect(401);
    const cookie = await t.signInAsNonAdmin();
    const response = await request(t.app).get('/api/admin/users').set('Cookie', cookie).expect(403);
    expect(response.body).toEqual({ message: 'You need admin privileges to do this' });
  });
});

describe('POST /api/admin/users', () => {
  it('creates an admin, the role the API gives when none is named, who can then sign in', async () => {
    const cookie = await t.signInAsAdmin();
    const response = await request(t.app).post('/api/admin/users').set('Cookie', cookie).set('Origin', ORIGIN).send(newUser).expect(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      username: 'jordan',
      name: 'Jordan Ellis',
      email: 'jordan@queencityestates.com',
      phone: '5135550100',
      role: 'admin',
    });
    const claims = (await t.deps.auth.getUser(response.body.id)).customClaims;
    expect(claims).toEqual({ role: 'admin', admin: true });
    await t.signIn('jordan', 'jordan-pass-1');
  });

  it('creates an agent, available for new leads, who signs in as an agent', async () => {
    const cookie = await t.signInAsAdmin();
    const response = await request(t.app)
      .post('/api/admin/users')
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .send({ ...newUser, role: 'agent' })
      .expect(201);
    const agent = {
      id: expect.any(String),
      username: 'jordan',
      name: 'Jordan Ellis',
      email: 'jordan@queencityestates.com',
      phone: '5135550100',
      role: 'agent',
      available: true,
    };
    expect(response.body).toEqual(agent);
    expect((await t.deps.auth.getUser(response.body.id)).customClaims).toEqual({ role: 'agent', admin: false });
    expect((await t.deps.db.collection('users').doc(response.body.id).get()).data()).toEqual({
      username: 'jordan',
      name: 'Jordan Ellis',
      email: 'jordan@queencityestates.com',
      phone: '5135550100',
      role: 'agent',
      available: true,
      createdAt: expect.anything(),
    });
    const session = await t.signIn('jordan', 'jordan-pass-1');
    expect((await request(t.app).get('/api/user').set('Cookie', session).expect(200)).body).toEqual(agent);
    await request(t.app).get('/api/admin/users').set('Cookie', session).expect(403, { message: 'You need admin privileges to do this' });
  });

  it('answers 409 for a username that exists, in any case', async () => {
    const cookie = await t.signInAsAdmin();
    const response = await request(t.app)
      .post('/api/admin/users')
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .send({ ...newUser, username: 'ADMIN' })
      .expect(409);
    expect(response.body).toEqual({ message: 'Username already exists' });
  });

  it('answers 409 for an email in use and leaves no half-made user behind', async () => {
    const cookie = await t.signInAsAdmin();
    await request(t.app)
      .post('/api/admin/users')
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .send({ ...newUser, email: 'admin@queencityestates.com' })
      .expect(409, { message: 'Email already in use' });
    // The username was released: the same request with a free email succeeds.
    await request(t.app).post('/api/admin/users').set('Cookie', cookie).set('Origin', ORIGIN).send(newUser).expect(201);
  });

  it.each([
    [{ username: 'jo' }, 'Username must be at least 3 characters'],
    [{ username: 'jo/rdan' }, 'Username may only contain letters, numbers, dots, hyphens and underscores'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ name: 'J' }, 'Name must be at least 2 characters'],
    [{ email: 'jordan@' }, 'Please enter a valid email address'],
    [{ role: 'broker' }, 'Role must be one of: admin, agent'],
  ])('answers 400 for %p', async (change, message) => {
    const cookie = await t.signInAsAdmin();
    const response = await request(t.app)
      .post('/api/admin/users')
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .send({ ...newUser, ...change })
      .expect(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses a request with a session from another origin', async () => {
    const cookie = await t.signInAsAdmin();
    await request(t.app).post('/api/admin/users').set('Cookie', cookie).set('Origin', 'https://evil.example').send(newUser).expect(403);
    await request(t.app).post('/api/admin/users').set('Cookie', cookie).send(newUser).expect(403);
  });
});

describe('POST /api/admin/users/:id/reset-password', () => {
  it('answers a strong temporary password that works; the old one and its sessions stop working', async () => {
    const cookie = await t.signInAsAdmin();
    const jordan = await t.createUser({ ...newUser });
    const jordansSession = await t.signIn('jordan', 'jordan-pass-1');
    await nextAuthSecond();
    const response = await request(t.app)
      .post(`/api/admin/users/${jordan.id}/reset-password`)
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .expect(200);
    expect(response.body.newPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    await request(t.app).get('/api/user').set('Cookie', jordansSession).expect(401);
    const { profile, auth } = await t.revocation(jordan.id);
    expect(profile).toBe(auth);
    expect(profile).toBeGreaterThan(0);
    await request(t.app).post('/api/login').set('Origin', ORIGIN).send({ username: 'jordan', password: 'jordan-pass-1' }).expect(401);
    await t.signIn('jordan', response.body.newPassword);
  });

  it('answers 404 for an unknown user', async () => {
    const cookie = await t.signInAsAdmin();
    await request(t.app)
      .post('/api/admin/users/nobody/reset-password')
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .expect(404, { message: 'User not found' });
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes the account, the profile and the username', async () => {
    const cookie = await t.signInAsAdmin();
    const jordan = await t.createUser({ ...newUser });
    await request(t.app)
      .delete(`/api/admin/users/${jordan.id}`)
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .expect(200, { message: 'User deleted' });
    await expect(t.deps.auth.getUser(jordan.id)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await request(t.app).post('/api/login').set('Origin', ORIGIN).send({ username: 'jordan', password: 'jordan-pass-1' }).expect(401);
  });

  it('answers 409 for your own account', async () => {
    const cookie = await t.signInAsAdmin();
    const me = await request(t.app).get('/api/user').set('Cookie', cookie);
    await request(t.app)
      .delete(`/api/admin/users/${me.body.id}`)
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .expect(409, { message: 'You cannot delete your own account' });
  });

  it.each([2, 3])('keeps one admin when %i admins delete each other at the same moment', async (count) => {
    const admins = await Promise.all(Array.from({ length: count }, (_, n) => t.createUser({ username: `admin${n}` })));
    const cookies = await Promise.all(admins.map((admin) => t.signIn(admin.username)));
    // Each deletes the next one round the circle.
    const responses = await Promise.all(
      admins.map((_, n) =>
        request(t.app)
          .delete(`/api/admin/users/${admins[(n + 1) % count]!.id}`)
          .set('Cookie', cookies[n]!)
          .set('Origin', ORIGIN),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([...Array(count - 1).fill(200), 409]);
    expect(responses.find((response) => response.status === 409)?.body).toEqual({ message: 'Cannot delete the last admin' });
    const left = await t.deps.db.collection('users').where('role', '==', 'admin').get();
    expect(left.size).toBe(1);
    await expect(t.deps.auth.getUser(left.docs[0]!.id)).resolves.toMatchObject({ customClaims: { role: 'admin', admin: true } });
  });

  it('answers 409 for the last admin', async () => {
    const cookie = await t.signInAsAdmin();
    const other = await t.createUser({ username: 'other' });
    // Only `other` keeps the admin role in its profile: deleting it would leave no admin.
    await t.deps.db
      .collection('users')
      .doc((await request(t.app).get('/api/user').set('Cookie', cookie)).body.id)
      .update({ role: 'former-admin' });
    await request(t.app)
      .delete(`/api/admin/users/${other.id}`)
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .expect(409, { message: 'Cannot delete the last admin' });
  });
});

describe('PATCH /api/admin/users/:id', () => {
  const patch = (cookie: string, id: string, body: object) =>
    request(t.app).patch(`/api/admin/users/${id}`).set('Cookie', cookie).set('Origin', ORIGIN).send(body);
  const profile = async (id: string) => (await t.deps.db.collection('users').doc(id).get()).data();
  const claims = async (id: string) => (await t.deps.auth.getUser(id)).customClaims;

  it('makes an agent an admin: claims and profile change, every session of the account ends', async () => {
    const cookie = await t.signInAsAdmin();
    const { cookie: agentsSession, user: agent } = await t.signInAsAgent('jordan');
    await nextAuthSecond();
    const response = await patch(cookie, agent.id, { role: 'admin' }).expect(200);
    expect(response.body).toEqual({
      id: agent.id,
      username: 'jordan',
      name: 'Agent jordan',
      email: 'jordan@queencityestates.com',
      role: 'admin',
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(await claims(agent.id)).toEqual({ role: 'admin', admin: true });
    expect(await profile(agent.id)).not.toHaveProperty('available');
    expect(await profile(agent.id)).toMatchObject({ role: 'admin' });
    await request(t.app).get('/api/user').set('Cookie', agentsSession).expect(401, { message: 'Please sign in to continue' });
    const revoked = await t.revocation(agent.id);
    expect(revoked.profile).toBe(revoked.auth);
    expect(revoked.profile).toBeGreaterThan(0);
    // Signed in again, with the new role's claims.
    const newSession = await t.signIn('jordan');
    await request(t.app).get('/api/admin/users').set('Cookie', newSession).expect(200);
  });

  it('makes an admin an agent, available for new leads unless told otherwise, and ends their sessions', async () => {
    const cookie = await t.signInAsAdmin();
    const jordan = await t.createUser({ ...newUser });
    const jordansSession = await t.signIn('jordan', 'jordan-pass-1');
    const casey = await t.createUser({ username: 'casey' });
    await nextAuthSecond();
    await patch(cookie, jordan.id, { role: 'agent' }).expect(200, { ...jordan, role: 'agent', available: true });
    await patch(cookie, casey.id, { role: 'agent', available: false }).expect(200, { ...casey, role: 'agent', available: false });
    expect(await claims(jordan.id)).toEqual({ role: 'agent', admin: false });
    expect(await profile(casey.id)).toMatchObject({ role: 'agent', available: false });
    await request(t.app).get('/api/admin/users').set('Cookie', jordansSession).expect(401, { message: 'Please sign in to continue' });
    const asAgent = await t.signIn('jordan', 'jordan-pass-1');
    await request(t.app).get('/api/admin/users').set('Cookie', asAgent).expect(403, { message: 'You need admin privileges to do this' });
  });

  it("changes whether an agent takes new leads without ending the agent's sessions", async () => {
    const cookie = await t.signInAsAdmin();
    const { cookie: agentsSession, user: agent } = await t.signInAsAgent();
    await nextAuthSecond();
    await patch(cookie, agent.id, { available: false }).expect(200, { ...agent, available: false });
    expect(await profile(agent.id)).toMatchObject({ role: 'agent', available: false });
    await patch(cookie, agent.id, { role: 'agent' }).expect(200, { ...agent, available: false });
    await patch(cookie, agent.id, { available: true }).expect(200, { ...agent, available: true });
    await request(t.app).get('/api/user').set('Cookie', agentsSession).expect(200);
  });

  it('answers 400 when an admin is to be available for new leads, and changes nothing', async () => {
    const cookie = await t.signInAsAdmin();
    const casey = await t.createUser({ username: 'casey' });
    const { user: agent } = await t.signInAsAgent();
    await patch(cookie, casey.id, { available: true }).expect(400, { message: 'Only agents can be available for new leads' });
    await patch(cookie, agent.id, { role: 'admin', available: true }).expect(400, {
      message: 'Only agents can be available for new leads',
    });
    expect(await profile(agent.id)).toMatchObject({ role: 'agent', available: true });
    expect(await claims(agent.id)).toEqual({ role: 'agent', admin: false });
  });

  it.each([
    [{}, 'Send a role or available to change'],
    [{ role: 'broker' }, 'Role must be one of: admin, agent'],
    [{ available: 'yes' }, 'available must be true or false'],
  ])('answers 400 for %p', async (body, message) => {
    const cookie = await t.signInAsAdmin();
    const { user: agent } = await t.signInAsAgent();
    const response = await patch(cookie, agent.id, body).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('answers 404 for an unknown user', async () => {
    const cookie = await t.signInAsAdmin();
    await patch(cookie, 'nobody', { role: 'agent' }).expect(404, { message: 'User not found' });
  });

  it('answers 409 when an admin changes their own role', async () => {
    const cookie = await t.signInAsAdmin();
    await t.createUser({ username: 'casey' });
    const me = (await request(t.app).get('/api/user').set('Cookie', cookie)).body;
    await patch(cookie, me.id, { role: 'agent' }).expect(409, { message: 'You cannot change your own role' });
    expect(await claims(me.id)).toEqual({ role: 'admin', admin: true });
    await request(t.app).get('/api/user').set('Cookie', cookie).expect(200);
  });

  it('answers 409 for the last admin', async () => {
    const cookie = await t.signInAsAdmin();
    const other = await t.createUser({ username: 'other' });
    // Only `other` keeps the admin role in its profile: making it an agent would leave no admin.
    const me = (await request(t.app).get('/api/user').set('Cookie', cookie)).body;
    await t.deps.db.collection('users').doc(me.id).update({ role: 'former-admin' });
    await patch(cookie, other.id, { role: 'agent' }).expect(409, { message: 'Cannot remove the last admin' });
    expect(await claims(other.id)).toEqual({ role: 'admin', admin: true });
  });

  it.each([2, 3])('keeps one admin when %i admins make each other agents at the same moment', async (count) => {
    const admins = await Promise.all(Array.from({ length: count }, (_, n) => t.createUser({ username: `admin${n}` })));
    const cookies = await Promise.all(admins.map((admin) => t.signIn(admin.username)));
    // Each demotes the next one round the circle.
    const responses = await Promise.all(admins.map((_, n) => patch(cookies[n]!, admins[(n + 1) % count]!.id, { role: 'agent' })));
    expect(responses.map((response) => response.status).sort()).toEqual([...Array(count - 1).fill(200), 409]);
    expect(responses.find((response) => response.status === 409)?.body).toEqual({ message: 'Cannot remove the last admin' });
    const left = await t.deps.db.collection('users').where('role', '==', 'admin').get();
    expect(left.size).toBe(1);
    await expect(t.deps.auth.getUser(left.docs[0]!.id)).resolves.toMatchObject({ customClaims: { role: 'admin', admin: true } });
  });
});
