import request from 'supertest';
import { testApp } from '../support/testApp';

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

describe('GET /api/staff', () => {
  it('lists every staff account by name, for an agent and for an admin, without emails', async () => {
    const adminsCookie = await t.signInAsAdmin();
    const { cookie: agentsCookie, user: agent } = await t.signInAsAgent('zoe');
    const away = await t.createUser({ username: 'bea', name: 'Bea Morrow', role: 'agent' });
    await t.deps.db.collection('users').doc(away.id).update({ available: false });
    const admin = (await request(t.app).get('/api/user').set('Cookie', adminsCookie)).body;
    const expected = [
      { id: agent.id, name: 'Agent zoe', role: 'agent', available: true },
      { id: admin.id, name: 'Avery Sinclair', role: 'admin' },
      { id: away.id, name: 'Bea Morrow', role: 'agent', available: false },
    ];
    for (const cookie of [agentsCookie, adminsCookie]) {
      const response = await request(t.app).get('/api/staff').set('Cookie', cookie).expect(200);
      expect(response.body).toEqual(expected);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('answers 401 to a visitor and 403 to an account without a staff role', async () => {
    await request(t.app).get('/api/staff').expect(401, { message: 'Please sign in to continue' });
    const cookie = await t.signInAsNonAdmin();
    await request(t.app).get('/api/staff').set('Cookie', cookie).expect(403, { message: 'You need a staff account to do this' });
  });
});
