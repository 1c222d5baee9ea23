import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import type { Lead } from '@estate/domain';
import { completeLegacyLeads } from '../../src/leads/store/leadBackfill';
import { MAIL_OUTBOX } from '../../src/platform';
import { ORIGIN, testApp } from '../support/testApp';

/** Leads stored before the pipeline and the live inbox, made whole for today's queries. */

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const createdAt = Timestamp.fromDate(new Date('2026-06-01T15:00:00Z'));
const leads = () => t.deps.db.collection('leads');
const stored = async (id: string) => (await leads().doc(id).get()).data()!;

/** As the API stored a lead before the pipeline: the form's fields, its search words and its arrival. */
const beforePipeline = {
  name: 'Riley Legacy',
  email: 'Riley@Example.com',
  phone: '(513) 555-0101',
  source: 'contact_form',
  searchTerms: ['riley'],
  createdAt,
};
/** As the API stored one after the pipeline and before the live inbox: owned, worked on, but never stamped `updatedAt`. */
const beforeLiveInbox = {
  ...beforePipeline,
  name: 'Sam Owned',
  status: 'Contacted',
  ownerId: 'uid-someone',
  notes: [{ text: 'Called.', authorId: 'uid-someone', at: '2026-06-02T10:00:00.000Z' }],
  activity: [{ type: 'received', at: '2026-06-01T15:00:00.000Z' }],
  contactKeys: ['email:riley@example.com', 'phone:5135550101'],
  delivery: { staffAlert: { state: 'sent', attempts: 1 } },
};

describe('completeLegacyLeads', () => {
  it('adds the pipeline fields a lead from before the pipeline lacks, as a new lead has them, and queues no email', async () => {
    const ref = await leads().add(beforePipeline);
    expect(await completeLegacyLeads(t.deps.db)).toEqual({ completed: 1, changedMeanwhile: 0 });
    const lead = await stored(ref.id);
    expect(lead).toEqual({
      ...beforePipeline,
      status: 'New',
      ownerId: null,
      notes: [],
      activity: [{ type: 'received', at: '2026-06-01T15:00:00.000Z' }],
      contactKeys: ['email:riley@example.com', 'phone:5135550101'],
      updatedAt: createdAt,
    });
    // Its emails went out, or did not, long ago: none is queued again.
    expect(lead).not.toHaveProperty('delivery');
    expect((await t.deps.db.collection(MAIL_OUTBOX).get()).size).toBe(0);
  });

  it('leaves every stored field as it is, adding only what is missing', async () => {
    const ref = await leads().add(beforeLiveInbox);
    await completeLegacyLeads(t.deps.db);
    expect(await stored(ref.id)).toEqual({ ...beforeLiveInbox, updatedAt: createdAt });
  });

  it('changes nothing the second time, nor in a lead stored as the API stores them today', async () => {
    const ref = await leads().add(beforePipeline);
    await completeLegacyLeads(t.deps.db);
    const before = await leads().doc(ref.id).get();
    expect(await completeLegacyLeads(t.deps.db)).toEqual({ completed: 0, changedMeanwhile: 0 });
    expect((await leads().doc(ref.id).get()).updateTime!.isEqual(before.updateTime!)).toBe(true);
  });

  it('goes through every page', async () => {
    const ids = await Promise.all(Array.from({ length: 7 }, (_, n) => leads().add({ ...beforePipeline, name: `Legacy ${n}` })));
    expect(await completeLegacyLeads(t.deps.db, 3)).toEqual({ completed: 7, changedMeanwhile: 0 });
    for (const ref of ids) expect(await stored(ref.id)).toHaveProperty('ownerId', null);
  });

  it('shows an old unassigned lead to an agent, who can then claim it', async () => {
    const ref = await leads().add(beforePipeline);
    const agent = await t.signInAsAgent();
    const listed = async () =>
      ((await request(t.app).get('/api/leads').set('Cookie', agent.cookie).expect(200)).body as Lead[]).map((lead) => lead.id);
    expect(await listed()).toEqual([]);
    await completeLegacyLeads(t.deps.db);
    expect(await listed()).toEqual([ref.id]);
    const claimed = await request(t.app).post(`/api/leads/${ref.id}/claim`).set('Cookie', agent.cookie).set('Origin', ORIGIN).expect(200);
    expect(claimed.body).toMatchObject({ id: ref.id, ownerId: agent.user.id });
  });
});
