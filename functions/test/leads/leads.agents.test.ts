import type { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { LEAD_DEPARTURES_COLLECTION, UNASSIGNED_SLICE, type Lead, type User } from '@estate/domain';
import { seedLead } from '../support/leads';
import { ORIGIN, testApp } from '../support/testApp';
import { MAIL_OUTBOX } from '../../src/platform';

/** What an agent sees of the leads and may do with them, beside what an admin may. */

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());
beforeAll(() => t.prepareLeadExportsAsAsked());

let admin: string;
let agent: { cookie: string; user: User };
let other: { cookie: string; user: User };
/** Newest first: the agent's, an unassigned one, the other agent's, the agent's second. */
let mine: Lead, unassigned: Lead, others: Lead, mineToo: Lead;

beforeEach(async () => {
  admin = await t.signInAsAdmin();
  agent = await t.signInAsAgent('agent');
  other = await t.signInAsAgent('other');
  mine = await seedLead(t.deps.db, { name: 'Jordan Mine', email: 'jordan@example.com', ownerId: agent.user.id }, 1);
  unassigned = await seedLead(t.deps.db, { name: 'Jordan Nobody', email: 'jordan@example.com' }, 2);
  others = await seedLead(t.deps.db, { name: 'Jordan Other', email: 'jordan@example.com', ownerId: other.user.id }, 3);
  mineToo = await seedLead(t.deps.db, { name: 'Casey Mine', email: 'casey@example.com', ownerId: agent.user.id }, 4);
});

const get = (cookie: string, path: string, query: Record<string, string | number> = {}) =>
  request(t.app).get(path).query(query).set('Cookie', cookie);
const ids = (response: request.Response) => (response.body as Lead[]).map((lead) => lead.id);
const patch = (cookie: string, id: string, body: object) =>
  request(t.app).patch(`/api/leads/${id}`).set('Cookie', cookie).set('Origin', ORIGIN).send(body);
const note = (cookie: string, id: string) =>
  request(t.app).post(`/api/leads/${id}/notes`).set('Cookie', cookie).set('Origin', ORIGIN).send({ text: 'Called back.' });
const claim = (cookie: string, id: string) => request(t.app).post(`/api/leads/${id}/claim`).set('Cookie', cookie).set('Origin', ORIGIN);
const stored = async (id: string) => (await t.deps.db.collection('leads').doc(id).get()).data()!;

describe('the lead list of an agent', () => {
  it.each(['/api/leads', '/api/debug/leads'])('%s holds their leads and the unassigned ones, counted as such', async (path) => {
    const response = await get(agent.cookie, path).expect(200);
    expect(ids(response)).toEqual([mine.id, unassigned.id, mineToo.id]);
    expect(response.headers['x-total-count']).toBe('3');
    const everyone = await get(admin, path).expect(200);
    expect(ids(everyone)).toEqual([mine.id, unassigned.id, others.id, mineToo.id]);
    expect(everyone.headers['x-total-count']).toBe('4');
  });

  it('takes owner=none for the unassigned, their own id for theirs, and refuses another id', async () => {
    expect(ids(await get(agent.cookie, '/api/leads', { owner: 'all' }).expect(200))).toEqual([mine.id, unassigned.id, mineToo.id]);
    expect(ids(await get(agent.cookie, '/api/leads', { owner: 'none' }).expect(200))).toEqual([unassigned.id]);
    expect(ids(await get(agent.cookie, '/api/leads', { owner: agent.user.id }).expect(200))).toEqual([mine.id, mineToo.id]);
    for (const owner of [other.user.id, 'no-such-account']) {
      await get(agent.cookie, '/api/leads', { owner }).expect(403, { message: 'Agents see only their own leads and unassigned ones' });
    }
  });

  it('searches, filters and pages within what they see', async () => {
    const search = await get(agent.cookie, '/api/leads', { search: 'jordan' }).expect(200);
    expect(ids(search)).toEqual([mine.id, unassigned.id]);
    expect(search.headers['x-total-count']).toBe('2');
    // Two words: the second is checked on each lead read.
    expect(ids(await get(agent.cookie, '/api/leads', { search: 'jordan other' }).expect(200))).toEqual([]);
    expect(ids(await get(agent.cookie, '/api/leads', { source: 'popup_lead_form' }).expect(200))).toEqual([]);

    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await get(agent.cookie, '/api/leads', { limit: 2, sortOrder: 'asc', ...(cursor ? { cursor } : {}) }).expect(200);
      expect(page.headers['x-total-count']).toBe(cursor ? undefined : '3');
      pages.push(ids(page));
      cursor = page.headers['x-next-cursor'];
    } while (cursor);
    expect(pages).toEqual([[mineToo.id, unassigned.id], [mine.id]]);
  });

  it('lists none of the leads named by ids that they may not see', async () => {
    const response = await get(agent.cookie, '/api/leads', { ids: `${others.id},${unassigned.id},${mine.id}` }).expect(200);
    expect(ids(response)).toEqual([mine.id, unassigned.id]);
    expect(response.headers['x-total-count']).toBe('2');
  });

  it("shows the person's other inquiries that they may see, and none of another agent's lead", async () => {
    expect(ids(await get(agent.cookie, `/api/leads/${mine.id}/related`).expect(200))).toEqual([unassigned.id]);
    expect(ids(await get(agent.cookie, `/api/leads/${unassigned.id}/related`).expect(200))).toEqual([mine.id]);
    await get(agent.cookie, `/api/leads/${others.id}/related`).expect(404, { message: 'Lead not found' });
    expect(ids(await get(admin, `/api/leads/${mine.id}/related`).expect(200))).toEqual([unassigned.id, others.id]);
  });
});

describe('the export of an agent', () => {
  const exported = async (cookie: string, query: Record<string, string> = {}) =>
    (await get(cookie, '/api/leads/export', query).buffer(true).expect(200)).text
      .split('\r\n')
      .slice(1)
      .map((row) => row.split(',')[0]);

  it('holds their own leads only, not the unassigned ones', async () => {
    expect(await exported(agent.cookie)).toEqual([`"${mine.id}"`, `"${mineToo.id}"`]);
    expect(await exported(agent.cookie, { owner: agent.user.id, search: 'casey' })).toEqual([`"${mineToo.id}"`]);
    expect(await exported(agent.cookie, { ids: `${others.id},${unassigned.id},${mine.id}` })).toEqual([`"${mine.id}"`]);
    expect(await exported(admin)).toHaveLength(4);
  });

  it("refuses the unassigned leads and another agent's, before the download begins", async () => {
    for (const owner of ['none', other.user.id]) {
      const response = await get(agent.cookie, '/api/leads/export', { owner }).expect(403, {
        message: 'Agents export only their own leads',
      });
      expect(response.headers['content-disposition']).toBeUndefined();
    }
  });
});

describe('what an agent may change', () => {
  it('changes the status of their own lead, and nothing of the others', async () => {
    const moved = (await patch(agent.cookie, mine.id, { status: 'Contacted' }).expect(200)).body;
    expect(moved.activity.at(-1)).toMatchObject({
      type: 'status_changed',
      actorId: agent.user.id,
      actorName: 'Agent agent',
      to: 'Contacted',
    });
    await patch(agent.cookie, others.id, { status: 'Contacted' }).expect(404, { message: 'Lead not found' });
    await patch(agent.cookie, unassigned.id, { status: 'Contacted' }).expect(403, { message: 'Claim this lead before changing it' });
    await patch(agent.cookie, 'no-such-lead', { status: 'Contacted' }).expect(404, { message: 'Lead not found' });
    expect([(await stored(others.id)).status, (await stored(unassigned.id)).status]).toEqual([undefined, undefined]);
  });

  it('never assigns a lead, not even their own', async () => {
    for (const [id, ownerId] of [
      [mine.id, other.user.id],
      [mine.id, null],
      [unassigned.id, agent.user.id],
      [others.id, agent.user.id],
    ] as const) {
      await patch(agent.cookie, id, { ownerId }).expect(403, { message: 'Only an admin can assign leads' });
    }
    await patch(agent.cookie, mine.id, { status: 'Won', ownerId: agent.user.id }).expect(403, {
      message: 'Only an admin can assign leads',
    });
    expect((await stored(mine.id)).ownerId).toBe(agent.user.id);
    expect((await stored(unassigned.id)).ownerId).toBeNull();
  });

  it('adds notes to their own leads only', async () => {
    expect((await note(agent.cookie, mine.id).expect(201)).body).toMatchObject({ authorId: agent.user.id, authorName: 'Agent agent' });
    await note(agent.cookie, others.id).expect(404, { message: 'Lead not found' });
    await note(agent.cookie, unassigned.id).expect(403, { message: 'Claim this lead before changing it' });
    expect((await stored(others.id)).notes).toBeUndefined();
    // An admin writes on any lead.
    await note(admin, others.id).expect(201);
    await note(admin, unassigned.id).expect(201);
  });
});

describe('POST /api/leads/:id/claim', () => {
  it('gives an unassigned lead to the agent who claims it, in the timeline, and then lets them work on it', async () => {
    const claimed = (await claim(agent.cookie, unassigned.id).expect(200)).body;
    expect(claimed).toMatchObject({ id: unassigned.id, ownerId: agent.user.id });
    expect(claimed.activity.at(-1)).toEqual({
      type: 'owner_changed',
      at: expect.any(String),
      actorId: agent.user.id,
      actorName: 'Agent agent',
      to: agent.user.id,
    });
    // Nobody to email: the agent took it themselves.
    expect((await stored(unassigned.id)).delivery?.assignment).toBeUndefined();
    expect(claimed.firstResponseAt).toBeUndefined();
    await patch(agent.cookie, unassigned.id, { status: 'Contacted' }).expect(200);
  });

  it("answers the lead unchanged when it is the caller's already", async () => {
    const again = (await claim(agent.cookie, mine.id).expect(200)).body;
    expect(again).toEqual(mine);
  });

  it("refuses someone else's lead: 404 to an agent, who cannot see it, 409 to an admin", async () => {
    await claim(agent.cookie, others.id).expect(404, { message: 'Lead not found' });
    await claim(admin, others.id).expect(409, { message: 'This lead is already assigned' });
    expect((await stored(others.id)).ownerId).toBe(other.user.id);
    await claim(agent.cookie, 'no-such-lead').expect(404, { message: 'Lead not found' });
  });

  it('lets an admin claim an unassigned lead', async () => {
    const adminId = (await t.deps.auth.getUserByEmail('admin@queencityestates.com')).uid;
    expect((await claim(admin, unassigned.id).expect(200)).body.ownerId).toBe(adminId);
  });

  it('gives a lead claimed by two agents at once to one of them', async () => {
    const [first, second] = await Promise.all([claim(agent.cookie, unassigned.id), claim(other.cookie, unassigned.id)]);
    expect([first.status, second.status].sort()).toEqual([200, 404]);
    const winner = first.status === 200 ? agent.user.id : other.user.id;
    expect((await stored(unassigned.id)).ownerId).toBe(winner);
    expect((await stored(unassigned.id)).activity.filter((entry: { type: string }) => entry.type === 'owner_changed')).toHaveLength(1);
  });

  it('is for staff only', async () => {
    await request(t.app).post(`/api/leads/${unassigned.id}/claim`).expect(401, { message: 'Please sign in to continue' });
    await claim(await t.signInAsNonAdmin(), unassigned.id).expect(403, { message: 'You need a staff account to do this' });
  });
});

describe("an admin's assignment", () => {
  it('queues the email to the new owner in the mail outbox, which the sweep sends should its trigger not', async () => {
    const before = Date.now();
    const assigned = (await patch(admin, unassigned.id, { ownerId: agent.user.id }).expect(200)).body;
    const queued = { state: 'queued', attempts: 0, queuedAt: expect.any(String) };
    expect(assigned.delivery).toEqual({ assignment: queued });
    const lead = await stored(unassigned.id);
    expect(lead.delivery).toEqual({ assignment: queued });
    expect(Date.parse(lead.delivery.assignment.queuedAt)).toBeGreaterThanOrEqual(before - 1000);
    const entry = (
      await t.deps.db
        .collection(MAIL_OUTBOX)
        .doc(`lead-${unassigned.id}-assignment-${Date.parse(lead.delivery.assignment.queuedAt)}`)
        .get()
    ).data()!;
    expect(entry).toMatchObject({ state: 'queued', source: { kind: 'leadMail', params: { leadId: unassigned.id, mail: 'assignment' } } });
    expect((entry.retryAt as Timestamp).toMillis()).toBeGreaterThan(before + 14 * 60_000);
  });

  it('queues it afresh at each new owner, and cancels it when the owner changes to the admin or to nobody', async () => {
    const adminId = (await t.deps.auth.getUserByEmail('admin@queencityestates.com')).uid;
    await patch(admin, unassigned.id, { ownerId: agent.user.id }).expect(200);
    const first = (await stored(unassigned.id)).delivery.assignment.queuedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await patch(admin, unassigned.id, { ownerId: other.user.id }).expect(200);
    expect((await stored(unassigned.id)).delivery.assignment).toEqual({ state: 'queued', attempts: 0, queuedAt: expect.any(String) });
    expect((await stored(unassigned.id)).delivery.assignment.queuedAt).not.toBe(first);
    // The same owner again changes nothing.
    const unchanged = (await stored(unassigned.id)).delivery.assignment;
    await patch(admin, unassigned.id, { ownerId: other.user.id }).expect(200);
    expect((await stored(unassigned.id)).delivery.assignment).toEqual(unchanged);

    await patch(admin, unassigned.id, { ownerId: adminId }).expect(200);
    expect((await stored(unassigned.id)).delivery).toEqual({});
    await patch(admin, unassigned.id, { ownerId: agent.user.id }).expect(200);
    await patch(admin, unassigned.id, { ownerId: null }).expect(200);
    expect((await stored(unassigned.id)).delivery).toEqual({});
  });

  it('takes any staff account, an agent as an admin', async () => {
    await patch(admin, mine.id, { ownerId: other.user.id }).expect(200);
    expect(ids(await get(other.cookie, '/api/leads', { owner: other.user.id }).expect(200))).toEqual([mine.id, others.id]);
    // The agent who had it sees it no more.
    await patch(agent.cookie, mine.id, { status: 'Won' }).expect(404, { message: 'Lead not found' });
  });
});

describe('updatedAt', () => {
  it('moves on with every write of the lead', async () => {
    const updatedAt = async (id: string) => (await stored(id)).updatedAt as Timestamp;
    const writes: [string, () => Promise<unknown>][] = [
      [mine.id, () => patch(agent.cookie, mine.id, { status: 'Contacted' }).expect(200)],
      [mine.id, () => note(agent.cookie, mine.id).expect(201)],
      [mine.id, () => patch(admin, mine.id, { ownerId: other.user.id }).expect(200)],
      [unassigned.id, () => claim(agent.cookie, unassigned.id).expect(200)],
    ];
    for (const [id, write] of writes) {
      const before = await updatedAt(id);
      await write();
      const after = await updatedAt(id);
      expect(after.isEqual(before)).toBe(false);
      expect(after.toMillis()).toBeGreaterThanOrEqual(before.toMillis());
    }
  });
});

describe('departures: the slices a lead leaves, for the dashboards showing them', () => {
  /** Each slice's departure time, by slice. */
  const departures = async () =>
    Object.fromEntries(
      (await t.deps.db.collection(LEAD_DEPARTURES_COLLECTION).get()).docs.map((doc) => [doc.id, (doc.get('at') as Timestamp).toMillis()]),
    );
  const remove = (id: string) => request(t.app).delete(`/api/leads/${id}`).set('Cookie', admin).set('Origin', ORIGIN);
  const removeMany = (ids: string[]) => request(t.app).delete('/api/leads').set('Cookie', admin).set('Origin', ORIGIN).send({ ids });

  it('are left alone by a change that keeps the lead where it is', async () => {
    await patch(agent.cookie, mine.id, { status: 'Contacted' }).expect(200);
    await note(agent.cookie, mine.id).expect(201);
    await patch(admin, others.id, { ownerId: other.user.id, status: 'Qualified' }).expect(200);
    await claim(agent.cookie, mine.id).expect(200);
    expect(await departures()).toEqual({});
  });

  it('stamp the slice a lead is claimed or reassigned from', async () => {
    await claim(agent.cookie, unassigned.id).expect(200);
    expect(Object.keys(await departures())).toEqual([UNASSIGNED_SLICE]);

    await patch(admin, mine.id, { ownerId: other.user.id }).expect(200);
    const afterReassign = await departures();
    expect(Object.keys(afterReassign).sort()).toEqual([agent.user.id, UNASSIGNED_SLICE].sort());

    await patch(admin, others.id, { ownerId: null }).expect(200);
    expect(Object.keys(await departures()).sort()).toEqual([agent.user.id, other.user.id, UNASSIGNED_SLICE].sort());
  });

  it("stamp a deleted lead's slice, one lead or many at once", async () => {
    await remove(unassigned.id).expect(200);
    expect(Object.keys(await departures())).toEqual([UNASSIGNED_SLICE]);
    await remove(unassigned.id).expect(404);

    await removeMany([others.id, mineToo.id, 'gone']).expect(200, { deleted: 2 });
    const stamped = await departures();
    expect(Object.keys(stamped).sort()).toEqual([agent.user.id, other.user.id, UNASSIGNED_SLICE].sort());

    await removeMany([mine.id]).expect(200, { deleted: 1 });
    const again = await departures();
    expect(again[agent.user.id]).toBeGreaterThanOrEqual(stamped[agent.user.id]!);
    expect(again[other.user.id]).toBe(stamped[other.user.id]);
  });
});
