import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { LEAD_STATS_WEEKS, type LeadStatus } from '@estate/domain';
import type { LeadTimes } from '../../src/leads/leadRepository';
import { leadStats } from '../../src/leads/leadStatsService';
import { testApp } from '../support/testApp';

const NO_STATUS = { New: 0, Contacted: 0, Qualified: 0, 'Showing scheduled': 0, Offer: 0, Won: 0, Lost: 0 } satisfies Record<
  LeadStatus,
  number
>;
// Wednesday, November 25, 2026, 3 PM in Cincinnati.
const NOW = new Date('2026-11-25T20:00:00Z');
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
const DAY = 24 * 60;

function lead(id: string, receivedMinutesAgo: number, answeredAfter?: number, fields: Partial<LeadTimes> = {}): LeadTimes {
  const createdAt = minutesBefore(receivedMinutesAgo);
  return {
    id,
    source: 'contact_form',
    status: answeredAfter === undefined ? 'New' : 'Contacted',
    createdAt,
    ...(answeredAfter === undefined ? {} : { firstResponseAt: new Date(Date.parse(createdAt) + answeredAfter * 60_000).toISOString() }),
    ...fields,
  };
}

describe('the lead figures of the Overview', () => {
  it('gives the median first response of the last 7 and 30 days', () => {
    const stats = leadStats(
      [
        lead('a', 60, 10),
        lead('b', 2 * DAY, 30),
        lead('c', 3 * DAY, 50),
        lead('d', 20 * DAY, 500),
        lead('e', 25 * DAY, 700),
        lead('f', 40 * DAY, 5),
      ],
      NO_STATUS,
      0,
      NOW,
    );
    expect(stats.firstResponse.last7Days).toEqual({ medianMinutes: 30, received: 3, answered: 3 });
    expect(stats.firstResponse.last30Days).toEqual({ medianMinutes: 50, received: 5, answered: 5 });
  });

  it('says so when nothing was answered', () => {
    expect(leadStats([lead('a', 10)], NO_STATUS, 0, NOW).firstResponse.last7Days).toEqual({
      medianMinutes: null,
      received: 1,
      answered: 0,
    });
  });

  it('counts New leads waiting over one business hour, older ones included', () => {
    // 3 PM Wednesday: 30 minutes ago is not overdue; 3 hours ago (noon) is; answered leads never are.
    const stats = leadStats([lead('fresh', 30), lead('late', 180), lead('answered', 180, 5)], NO_STATUS, 4, NOW);
    expect(stats.overdue).toBe(1 + 4);
  });

  it('counts the leads of each of the last 12 weeks by source, oldest week first', () => {
    const stats = leadStats(
      [lead('a', 60), lead('b', 2 * DAY, undefined, { source: 'popup_lead_form' }), lead('c', 8 * DAY), lead('d', 100 * DAY)],
      NO_STATUS,
      0,
      NOW,
    );
    expect(stats.weekly).toHaveLength(LEAD_STATS_WEEKS);
    expect(stats.weekly.at(-1)).toEqual({ weekStart: '2026-11-18', counts: { contact_form: 1, popup_lead_form: 1 } });
    expect(stats.weekly.at(-2)).toEqual({ weekStart: '2026-11-11', counts: { contact_form: 1 } });
    expect(stats.weekly.slice(0, -2).every((week) => Object.keys(week.counts).length === 0)).toBe(true);
  });

  it('names each week by its first day in Cincinnati, which is the day before in UTC in the evening', () => {
    // Wednesday, November 25, 2026, 9 PM in Cincinnati: 2 AM on the 26th in UTC.
    const evening = new Date('2026-11-26T02:00:00Z');
    const stats = leadStats([], NO_STATUS, 0, evening);
    expect(stats.weekly.at(-1)?.weekStart).toBe('2026-11-18');
    expect(stats.weekly.at(0)?.weekStart).toBe('2026-09-02');
  });
});

describe('GET /api/admin/lead-stats', () => {
  const t = testApp();
  beforeEach(() => t.reset());
  afterAll(() => t.teardown());

  it('is for staff only', async () => {
    await request(t.app).get('/api/admin/lead-stats').expect(401);
    await request(t.app)
      .get('/api/admin/lead-stats')
      .set('Cookie', await t.signInAsNonAdmin())
      .expect(403, { message: 'You need a staff account to do this' });
  });

  it('answers the figures from the stored leads', async () => {
    const leads = t.deps.db.collection('leads');
    const at = (minutesAgo: number) => Timestamp.fromMillis(Date.now() - minutesAgo * 60_000);
    await leads.add({
      name: 'A',
      email: 'a@example.com',
      source: 'contact_form',
      status: 'Contacted',
      createdAt: at(120),
      firstResponseAt: at(100),
    });
    await leads.add({ name: 'B', email: 'b@example.com', source: 'popup_lead_form', status: 'New', ownerId: null, createdAt: at(5) });
    await leads.add({
      name: 'C',
      email: 'c@example.com',
      source: 'popup_lead_form',
      status: 'New',
      ownerId: null,
      createdAt: at(200 * DAY),
    });
    const cookie = await t.signInAsAdmin();
    const { body } = await request(t.app).get('/api/admin/lead-stats').set('Cookie', cookie).expect(200);
    expect(body.firstResponse.last7Days).toEqual({ medianMinutes: 20, received: 2, answered: 1 });
    expect(body.byStatus).toEqual({ ...NO_STATUS, New: 2, Contacted: 1 });
    expect(body.overdue).toBeGreaterThanOrEqual(1);
    expect(body.weekly.at(-1).counts).toEqual({ contact_form: 1, popup_lead_form: 1 });
  });

  it("answers an agent's figures from their own leads only", async () => {
    const admin = await t.signInAsAdmin();
    const { cookie, user } = await t.signInAsAgent();
    const { user: other } = await t.signInAsAgent('other');
    const leads = t.deps.db.collection('leads');
    const at = (minutesAgo: number) => Timestamp.fromMillis(Date.now() - minutesAgo * 60_000);
    const lead = (name: string, ownerId: string | null, status: LeadStatus, minutesAgo: number, answeredMinutesAgo?: number) =>
      leads.add({
        name,
        email: `${name}@example.com`,
        source: 'contact_form',
        status,
        ownerId,
        createdAt: at(minutesAgo),
        ...(answeredMinutesAgo === undefined ? {} : { firstResponseAt: at(answeredMinutesAgo) }),
      });
    await lead('mine', user.id, 'Contacted', 60, 50);
    await lead('mine-old', user.id, 'New', 200 * DAY);
    await lead('other', other.id, 'Won', 30, 29);
    await lead('nobody', null, 'New', 300);

    const { body } = await request(t.app).get('/api/admin/lead-stats').set('Cookie', cookie).expect(200);
    expect(body.byStatus).toEqual({ ...NO_STATUS, New: 1, Contacted: 1 });
    expect(body.firstResponse.last7Days).toEqual({ medianMinutes: 10, received: 1, answered: 1 });
    expect(body.overdue).toBe(1);
    expect(body.weekly.at(-1).counts).toEqual({ contact_form: 1 });

    const all = (await request(t.app).get('/api/admin/lead-stats').set('Cookie', admin).expect(200)).body;
    expect(all.byStatus).toEqual({ ...NO_STATUS, New: 2, Contacted: 1, Won: 1 });
    expect(all.firstResponse.last7Days.received).toBe(3);
  });
});
