import request from 'supertest';
import { LEAD_STATUSES, TEXT_LIMITS } from '@estate/domain';
import { expectStaffOnly, postLead, validPayloads } from '../support/leads';
import { ORIGIN, testApp } from '../support/testApp';

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

/** A lead sent through the public API, and an admin (Avery Sinclair) signed in. */
async function leadAndAdmin() {
  const { body } = await postLead(t.app, validPayloads.contact_form).expect(201);
  const cookie = await t.signInAsAdmin();
  const admin = (await t.deps.auth.getUserByEmail('admin@queencityestates.com')).uid;
  return { id: String(body.id), cookie, admin };
}

const patch = (id: string, cookie: string, body: object) =>
  request(t.app).patch(`/api/leads/${id}`).set('Cookie', cookie).set('Origin', ORIGIN).send(body);
const note = (id: string, cookie: string, body: object) =>
  request(t.app).post(`/api/leads/${id}/notes`).set('Cookie', cookie).set('Origin', ORIGIN).send(body);

describe('a new lead', () => {
  it('is New, has no owner or notes, and its timeline starts with its arrival', async () => {
    const { id, cookie } = await leadAndAdmin();
    const [lead] = (await request(t.app).get('/api/debug/leads').set('Cookie', cookie).expect(200)).body;
    expect(lead).toMatchObject({ id, status: 'New', notes: [], activity: [{ type: 'received', at: lead.createdAt }] });
    expect(lead.ownerId).toBeUndefined();
    expect(lead.firstResponseAt).toBeUndefined();
  });
});

describe('PATCH /api/leads/:id', () => {
  it('is for staff only', async () => {
    const { body } = await postLead(t.app, validPayloads.contact_form).expect(201);
    await expectStaffOnly(t, 'patch', `/api/leads/${body.id}`, { status: 'Contacted' });
  });

  it('moves the lead to a status, records who did it, and counts the first one as the first response', async () => {
    const { id, cookie, admin } = await leadAndAdmin();
    const moved = (await patch(id, cookie, { status: 'Contacted' }).expect(200)).body;
    expect(moved).toMatchObject({ id, status: 'Contacted', firstResponseAt: expect.any(String) });
    expect(moved.activity.at(-1)).toEqual({
      type: 'status_changed',
      at: moved.firstResponseAt,
      actorId: admin,
      actorName: 'Avery Sinclair',
      from: 'New',
      to: 'Contacted',
    });

    const again = (await patch(id, cookie, { status: 'Qualified' }).expect(200)).body;
    expect(again.firstResponseAt).toBe(moved.firstResponseAt);
    expect(again.activity.map((entry: { type: string; to?: string }) => [entry.type, entry.to])).toEqual([
      ['received', undefined],
      ['status_changed', 'Contacted'],
      ['status_changed', 'Qualified'],
    ]);
  });

  it('takes every status as written', async () => {
    const { id, cookie } = await leadAndAdmin();
    for (const status of [...LEAD_STATUSES].reverse()) expect((await patch(id, cookie, { status }).expect(200)).body.status).toBe(status);
  });

  it('gives the lead to a staff member and takes it back, without counting that as a response', async () => {
    const { id, cookie, admin } = await leadAndAdmin();
    const owned = (await patch(id, cookie, { ownerId: admin }).expect(200)).body;
    expect(owned.ownerId).toBe(admin);
    expect(owned.activity.at(-1)).toMatchObject({ type: 'owner_changed', to: admin, actorName: 'Avery Sinclair' });
    expect(owned.firstResponseAt).toBeUndefined();
    const released = (await patch(id, cookie, { ownerId: null }).expect(200)).body;
    expect(released.ownerId).toBeUndefined();
    expect(released.activity.at(-1)).toMatchObject({ type: 'owner_changed', from: admin });
    expect(released.activity.at(-1).to).toBeUndefined();
  });

  it('records nothing when nothing changes', async () => {
    const { id, cookie } = await leadAndAdmin();
    const same = (await patch(id, cookie, { status: 'New' }).expect(200)).body;
    expect(same.activity).toHaveLength(1);
  });

  it.each([
    [{}, 'Send a status or an ownerId to change'],
    [{ status: 'Closed' }, 'Status must be one of: New, Contacted, Qualified, Showing scheduled, Offer, Won, Lost'],
    [{ status: 'contacted' }, 'Status must be one of: New, Contacted, Qualified, Showing scheduled, Offer, Won, Lost'],
    [{ ownerId: 'nobody-here' }, 'ownerId must be the id of a staff account'],
    [{ ownerId: {} }, 'ownerId must be a staff account id'],
    [{ name: 'Changed' }, 'Send a status or an ownerId to change'],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const { id, cookie } = await leadAndAdmin();
    expect((await patch(id, cookie, body).expect(400)).body.message).toBe(message);
  });

  it('answers 404 for a lead that does not exist', async () => {
    const { cookie } = await leadAndAdmin();
    await patch('no-such-lead', cookie, { status: 'Won' }).expect(404, { message: 'Lead not found' });
  });

  it('keeps both of two changes made at once', async () => {
    const { id, cookie, admin } = await leadAndAdmin();
    await Promise.all([patch(id, cookie, { status: 'Contacted' }).expect(200), patch(id, cookie, { ownerId: admin }).expect(200)]);
    const [lead] = (await request(t.app).get('/api/debug/leads').set('Cookie', cookie).expect(200)).body;
    expect(lead).toMatchObject({ status: 'Contacted', ownerId: admin });
    expect(lead.activity).toHaveLength(3);
  });
});

describe('POST /api/leads/:id/notes', () => {
  it('is for staff only', async () => {
    const { body } = await postLead(t.app, validPayloads.contact_form).expect(201);
    await expectStaffOnly(t, 'post', `/api/leads/${body.id}/notes`, { text: 'Called, left a message.' });
  });

  it('adds a note with its author and time, to the notes and the timeline, and counts as the first response', async () => {
    const { id, cookie, admin } = await leadAndAdmin();
    const added = (await note(id, cookie, { text: '  Called, left a message.  ' }).expect(201)).body;
    expect(added).toEqual({
      id: expect.any(String),
      text: 'Called, left a message.',
      authorId: admin,
      authorName: 'Avery Sinclair',
      createdAt: expect.any(String),
    });
    const [lead] = (await request(t.app).get('/api/debug/leads').set('Cookie', cookie).expect(200)).body;
    expect(lead.notes).toEqual([added]);
    expect(lead.firstResponseAt).toBe(added.createdAt);
    expect(lead.activity.at(-1)).toEqual({
      type: 'note_added',
      at: added.createdAt,
      actorId: admin,
      actorName: 'Avery Sinclair',
      detail: added.text,
    });
  });

  it.each([
    [{}, 'A note needs some text'],
    [{ text: '   ' }, 'A note needs some text'],
    [{ text: 'x'.repeat(TEXT_LIMITS.note + 1) }, `A note can be at most ${TEXT_LIMITS.note} characters`],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const { id, cookie } = await leadAndAdmin();
    expect((await note(id, cookie, body).expect(400)).body.message).toBe(message);
  });

  it('answers 404 for a lead that does not exist', async () => {
    const { cookie } = await leadAndAdmin();
    await note('no-such-lead', cookie, { text: 'Hello' }).expect(404, { message: 'Lead not found' });
  });
});

describe('GET /api/debug/leads by status and owner', () => {
  it('takes the leads of one status, of one owner, or of nobody, and says when a filter is not one', async () => {
    const cookie = await t.signInAsAdmin();
    const admin = (await t.deps.auth.getUserByEmail('admin@queencityestates.com')).uid;
    const ids: string[] = [];
    for (const payload of [validPayloads.contact_form, validPayloads.popup_lead_form, validPayloads.investor_form]) {
      ids.push(String((await postLead(t.app, payload).expect(201)).body.id));
    }
    await patch(ids[0]!, cookie, { status: 'Contacted', ownerId: admin }).expect(200);
    await patch(ids[1]!, cookie, { ownerId: admin }).expect(200);
    const listed = async (query: Record<string, string>) =>
      ((await request(t.app).get('/api/debug/leads').query(query).set('Cookie', cookie).expect(200)).body as { id: string }[]).map(
        (lead) => lead.id,
      );

    expect(await listed({ status: 'Contacted' })).toEqual([ids[0]]);
    expect(await listed({ status: 'New' })).toEqual([ids[2], ids[1]]);
    expect(await listed({ owner: admin })).toEqual([ids[1], ids[0]]);
    expect(await listed({ owner: 'none' })).toEqual([ids[2]]);
    expect(await listed({ owner: admin, status: 'New' })).toEqual([ids[1]]);
    expect(await listed({ status: 'all', owner: 'all' })).toEqual([ids[2], ids[1], ids[0]]);

    const refused = await request(t.app).get('/api/debug/leads').query({ status: 'Closed' }).set('Cookie', cookie).expect(400);
    expect(refused.body.message).toMatch(/^status must be one of/);
    const badOwner = await request(t.app).get('/api/debug/leads').query({ owner: 'a/b' }).set('Cookie', cookie).expect(400);
    expect(badOwner.body.message).toBe('owner must be all, none or a staff account id');
  });
});

describe('GET /api/leads/:id/related', () => {
  it("lists the person's other inquiries, by email in any case or by phone digits, and nobody else's", async () => {
    const cookie = await t.signInAsAdmin();
    const send = async (payload: object) => String((await postLead(t.app, payload).expect(201)).body.id);
    const first = await send({ source: 'popup_lead_form', name: 'Jordan Lee', email: 'Jordan@Example.com' });
    const second = await send({
      source: 'contact_form',
      name: 'J. Lee',
      email: 'jordan@example.com',
      phone: '(513) 555-0101',
      message: 'Call me please.',
    });
    const third = await send({
      source: 'consultation_form',
      name: 'Jordan at work',
      email: 'jlee@work.example',
      phone: '513.555.0101',
      interest: 'Buying a home',
    });
    await send({ source: 'popup_lead_form', name: 'Casey Morgan', email: 'casey@example.com' });

    const related = async (id: string) =>
      ((await request(t.app).get(`/api/leads/${id}/related`).set('Cookie', cookie).expect(200)).body as { id: string }[]).map(
        (lead) => lead.id,
      );
    expect(await related(second)).toEqual([third, first]);
    expect(await related(first)).toEqual([second]);
    expect(await related(third)).toEqual([second]);
    await request(t.app).get('/api/leads/no-such-lead/related').set('Cookie', cookie).expect(404, { message: 'Lead not found' });
  });
});
