import request from 'supertest';
import { LEAD_ALERT_MAX_RECIPIENTS } from '@estate/domain';
import { ORIGIN, testApp } from '../support/testApp';

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const URL = '/api/admin/settings/lead-alerts';

describe('GET /api/admin/settings/lead-alerts', () => {
  it('answers the configured default until an admin sets the list', async () => {
    const cookie = await t.signInAsAdmin();
    await request(t.app)
      .get(URL)
      .set('Cookie', cookie)
      .expect(200, { recipients: ['leads@queencityestates.com'], isDefault: true });
  });

  it('is for admins only', async () => {
    await request(t.app).get(URL).expect(401);
    for (const cookie of [await t.signInAsNonAdmin(), (await t.signInAsAgent()).cookie]) {
      await request(t.app).get(URL).set('Cookie', cookie).expect(403, { message: 'You need admin privileges to do this' });
    }
  });
});

describe('PUT /api/admin/settings/lead-alerts', () => {
  const put = (cookie: string, body: unknown) =>
    request(t.app)
      .put(URL)
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .send(body as object);

  it('stores the recipients, each address once, and answers them from then on', async () => {
    const cookie = await t.signInAsAdmin();
    const body = { recipients: [' broker@queencityestates.com ', 'desk@queencityestates.com', 'Broker@QueenCityEstates.com'] };
    const expected = { recipients: ['Broker@QueenCityEstates.com', 'desk@queencityestates.com'], isDefault: false };
    await put(cookie, body).expect(200, expected);
    await request(t.app).get(URL).set('Cookie', cookie).expect(200, expected);
    expect((await t.deps.db.collection('settings').doc('leadAlerts').get()).data()).toEqual({ recipients: expected.recipients });
  });

  it.each([
    [{}, 'Add at least one recipient'],
    [{ recipients: [] }, 'Add at least one recipient'],
    [{ recipients: ['not-an-address'] }, 'Each recipient must be a valid email address'],
    [{ recipients: ['ok@example.com', 'x@y\r\nBcc: z@example.com'] }, 'Each recipient must be a valid email address'],
    [
      { recipients: Array.from({ length: LEAD_ALERT_MAX_RECIPIENTS + 1 }, (_, n) => `agent${n}@example.com`) },
      `At most ${LEAD_ALERT_MAX_RECIPIENTS} recipients`,
    ],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const cookie = await t.signInAsAdmin();
    const response = await put(cookie, body).expect(400);
    expect(response.body.message).toBe(message);
    await request(t.app)
      .get(URL)
      .set('Cookie', cookie)
      .expect(200, { recipients: ['leads@queencityestates.com'], isDefault: true });
  });
});

describe('/api/admin/settings/lead-assignment', () => {
  const ASSIGNMENT_URL = '/api/admin/settings/lead-assignment';
  const put = (cookie: string, body: unknown) =>
    request(t.app)
      .put(ASSIGNMENT_URL)
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .send(body as object);

  it('is off until an admin turns it on, and keeps the round robin in its place when turned off and on', async () => {
    const cookie = await t.signInAsAdmin();
    await request(t.app).get(ASSIGNMENT_URL).set('Cookie', cookie).expect(200, { automatic: false });
    await put(cookie, { automatic: true }).expect(200, { automatic: true });
    await request(t.app).get(ASSIGNMENT_URL).set('Cookie', cookie).expect(200, { automatic: true });

    const stored = t.deps.db.collection('settings').doc('leadAssignment');
    await stored.update({ lastAgentId: 'agent-7' });
    await put(cookie, { automatic: false }).expect(200, { automatic: false });
    expect((await stored.get()).data()).toEqual({ automatic: false, lastAgentId: 'agent-7' });
  });

  it.each([[{}], [{ automatic: 'yes' }], [{ automatic: 1 }], [{ automatic: null }]])(
    'refuses %j with a 400 that says why',
    async (body) => {
      const cookie = await t.signInAsAdmin();
      await put(cookie, body).expect(400, {
        message: 'automatic must be true or false',
        errors: { automatic: 'automatic must be true or false' },
      });
      await request(t.app).get(ASSIGNMENT_URL).set('Cookie', cookie).expect(200, { automatic: false });
    },
  );

  it('is for admins only', async () => {
    await request(t.app).get(ASSIGNMENT_URL).expect(401);
    await put('', { automatic: true }).expect(401);
    const { cookie } = await t.signInAsAgent();
    await request(t.app).get(ASSIGNMENT_URL).set('Cookie', cookie).expect(403, { message: 'You need admin privileges to do this' });
    await put(cookie, { automatic: true }).expect(403, { message: 'You need admin privileges to do this' });
  });
});
