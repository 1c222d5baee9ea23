import { DEFAULT_SHOWING_HOURS } from '@estate/domain';
import { apiApp } from '../../src/composition';
import { ORIGIN, testApp, testConfig } from '../support/testApp';
import { showingWorld } from './showingWorld';
import request from 'supertest';
import { appCheckHeader } from '../support/appCheck';

/** docs/product/dashboard.md#showings-tab: a member's weekly hours and blocked times; the showing agent of a listing; the limits. */
const w = showingWorld();
const { t } = w;
beforeEach(() => w.reset());
afterAll(() => t.teardown());

describe('/api/showings/availability', () => {
  it("starts at today's rule, and keeps the member's own hours and blocked times", async () => {
    const { cookie } = await t.signInAsAgent('agent');
    const as = w.as(cookie);
    expect((await as.get('/api/showings/availability').expect(200)).body).toEqual({
      hours: DEFAULT_SHOWING_HOURS,
      blocked: [],
      customHours: false,
    });

    const hours = {
      ...DEFAULT_SHOWING_HOURS,
      saturday: [],
      monday: [
        { from: '08:00', to: '12:00' },
        { from: '13:00', to: '19:00' },
      ],
    };
    expect((await as.put('/api/showings/availability/hours', { hours }).expect(200)).body).toEqual({
      hours,
      blocked: [],
      customHours: true,
    });
    const overlapping = {
      ...hours,
      monday: [
        { from: '08:00', to: '12:00' },
        { from: '11:00', to: '19:00' },
      ],
    };
    expect((await as.put('/api/showings/availability/hours', { hours: overlapping }).expect(400)).body.message).toBe(
      "Monday's openings must not overlap",
    );

    const blocked = await as
      .post('/api/showings/availability/blocked', { start: '2030-05-06T13:00:00Z', end: '2030-05-06T17:00:00Z', note: 'Closing' })
      .expect(201);
    const [away] = blocked.body.blocked;
    expect(away).toEqual({ id: expect.any(String), start: '2030-05-06T13:00:00.000Z', end: '2030-05-06T17:00:00.000Z', note: 'Closing' });
    expect(
      (await as.post('/api/showings/availability/blocked', { start: '2030-05-06T13:00:00Z', end: '2030-05-06T12:00:00Z' }).expect(400)).body
        .message,
    ).toBe('A blocked time must end after it starts');
    expect(
      (
        await as
          .post('/api/showings/availability/blocked', {
            start: '2030-05-06T13:00:00Z',
            end: '2030-05-06T14:00:00Z',
            note: 'x'.repeat(2001),
          })
          .expect(400)
      ).body.message,
    ).toBe('Note must be at most 2000 characters');
    expect((await as.delete(`/api/showings/availability/blocked/${away.id}`).expect(200)).body.blocked).toEqual([]);
    expect((await as.delete(`/api/showings/availability/blocked/${away.id}`).expect(404)).body.message).toBe('Blocked time not found');
  });
});

describe("a listing's showing agent", () => {
  it('must be a staff member, and may be cleared to leave it to the listing agent', async () => {
    const admin = await t.signInAsAdmin();
    const agent = await t.createUser({ username: 'agent', role: 'agent' });
    await w.listing();
    const send = (body: object) =>
      request(w.app).patch('/api/properties/hyde-park-colonial').set('Cookie', admin).set('Origin', ORIGIN).send(body);
    expect((await send({ ShowingAgentKey: 'not-staff' }).expect(400)).body.errors).toEqual({
      ShowingAgentKey: 'The showing agent must be a staff member',
    });
    expect((await send({ ShowingAgentKey: agent.id }).expect(200)).body.ShowingAgentKey).toBe(agent.id);
    expect((await send({ ShowingAgentKey: '' }).expect(200)).body.ShowingAgentKey).toBeUndefined();
  });
});

describe('the showing writes are rate-limited per client, across instances', () => {
  const limited = testApp({ config: { ...testConfig, perClientLimitPerMinute: 2 } });
  afterAll(() => limited.teardown());

  it('answers 429 past the limit for the manage-link changes and the decisions', async () => {
    const app = apiApp(limited.deps, limited.repos);
    const cancel = () =>
      request(app).post('/api/showings/manage/cancel').set(appCheckHeader()).set('X-Forwarded-For', '10.200.0.1').send({ token: 'nope' });
    expect((await cancel()).status).toBe(400);
    expect((await cancel()).status).toBe(400);
    const refused = await cancel();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many requests. Please try again in a minute.');
  });
});
