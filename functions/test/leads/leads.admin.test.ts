import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { LEAD_PAGE_SIZE, MAX_LEADS_PER_DELETE, type Lead } from '@estate/domain';
import indexes from '../../../firestore.indexes.json';
import { seedLead, seedManyLeads, storedLeads } from '../support/leads';
import { ORIGIN, testApp } from '../support/testApp';

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

/** Three leads, newest first. */
async function seedInbox(): Promise<[Lead, Lead, Lead]> {
  const newest = await seedLead(t.deps.db, { name: 'Jordan Lee', email: 'jordan@example.com', source: 'popup_lead_form' }, 1);
  const middle = await seedLead(
    t.deps.db,
    { name: 'Morgan Blake', email: 'morgan@mail.test', phone: '513-555-0199', message: 'Selling my condo in OAKLEY', interest: 'general' },
    2,
  );
  const oldest = await seedLead(
    t.deps.db,
    {
      name: 'Riley Chen',
      email: 'riley@example.com',
      source: 'investor_form',
      interest: 'investing',
      investmentGoals: 'Duplexes near downtown',
    },
    3,
  );
  return [newest, middle, oldest];
}

describe.each(['/api/debug/leads', '/api/leads'])('GET %s', (path) => {
  it('answers 401 without a session and 403 to an account without a staff role', async () => {
    await request(t.app).get(path).expect(401, { message: 'Please sign in to continue' });
    const cookie = await t.signInAsNonAdmin();
    await request(t.app).get(path).set('Cookie', cookie).expect(403, { message: 'You need a staff account to do this' });
  });

  it('lists every lead newest first, never cached', async () => {
    const [newest, middle, oldest] = await seedInbox();
    const cookie = await t.signInAsAdmin();
    const response = await request(t.app).get(path).set('Cookie', cookie).expect(200);
    expect(response.body).toEqual([newest, middle, oldest]);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('GET /api/debug/leads filters', () => {
  let inbox: [Lead, Lead, Lead];
  let cookie: string;
  beforeEach(async () => {
    inbox = await seedInbox();
    cookie = await t.signInAsAdmin();
  });
  const list = (query: Record<string, string | string[]>) => request(t.app).get('/api/debug/leads').query(query).set('Cookie', cookie);

  it('sorts oldest first with sortOrder=asc', async () => {
    await list({ sortOrder: 'asc' }).expect(200, [...inbox].reverse());
    await list({ sortOrder: 'desc' }).expect(200, inbox);
  });

  it.each([
    ['name', 'JORDAN', [0]],
    ['email', '@example.com', [0, 2]],
    ['phone', '555-0199', [1]],
    ['message', 'oakley', [1]],
    ['interest', 'Investing', [2]],
    ['nothing', 'penthouse', []],
  ])('searches %s, whatever the case (%s)', async (_field, search, expected) => {
    await list({ search }).expect(
      200,
      expected.map((index) => inbox[index]),
    );
  });

  it('filters by source, and lists all for source=all', async () => {
    await list({ source: 'investor_form' }).expect(200, [inbox[2]]);
    await list({ source: 'showing_request' }).expect(200, []);
    await list({ source: 'all' }).expect(200, inbox);
  });

  it('combines search, source and sortOrder', async () => {
    await seedLead(t.deps.db, { name: 'Jordan Park', source: 'popup_lead_form' }, 4);
    const response = await list({ search: 'jordan', source: 'popup_lead_form', sortOrder: 'asc' }).expect(200);
    expect(response.body.map((lead: Lead) => lead.name)).toEqual(['Jordan Park', 'Jordan Lee']);
  });

  it('takes empty parameters as not given', async () => {
    await list({ search: '', source: '', sortOrder: '', ids: '' }).expect(200, inbox);
  });

  it('lists only the leads named by ids (comma-separated), in the usual order', async () => {
    await list({ ids: `${inbox[2].id},${inbox[0].id}` }).expect(200, [inbox[0], inbox[2]]);
    await list({ ids: `${inbox[1].id},no-such-lead`, search: 'morgan' }).expect(200, [inbox[1]]);
    await list({ ids: inbox[1].id, search: 'jordan' }).expect(200, []);
  });

  it.each([
    [
      { source: 'newsletter' },
      'source',
      'source must be one of: all, popup_lead_form, consultation_form, investor_form, contact_form, schedule_form, showing_request, account, open_house, home_value',
    ],
    [
      { source: ['all', 'contact_form'] },
      'source',
      'source must be one of: all, popup_lead_form, consultation_form, investor_form, contact_form, schedule_form, showing_request, account, open_house, home_value',
    ],
    [{ sortOrder: 'newest' }, 'sortOrder', 'sortOrder must be one of: desc, asc'],
    [{ search: ['a', 'b'] }, 'search', 'search must be text'],
    [{ search: 'x'.repeat(201) }, 'search', 'search must be at most 200 characters'],
  ])('answers 400 for %p', async (query, field, message) => {
    await list(query).expect(400, { message, errors: { [field]: message } });
  });
});

describe('GET /api/debug/leads pages', () => {
  let cookie: string;
  beforeEach(async () => {
    cookie = await t.signInAsAdmin();
  });
  const list = (query: Record<string, string | number>) => request(t.app).get('/api/debug/leads').query(query).set('Cookie', cookie);
  const names = (response: request.Response) => (response.body as Lead[]).map((lead) => lead.name);

  /** Follows X-Next-Cursor from the first page to the last, answering each page's names. */
  async function everyPage(query: Record<string, string | number>): Promise<string[][]> {
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const response = await list({ ...query, ...(cursor ? { cursor } : {}) }).expect(200);
      pages.push(names(response));
      // The total comes with the first page only.
      expect(response.headers['x-total-count']).toBe(cursor ? undefined : String(query.expectedTotal));
      cursor = response.headers['x-next-cursor'];
    } while (cursor);
    return pages;
  }

  it(`answers ${LEAD_PAGE_SIZE.default} leads a page unless limit says otherwise, with the total and the next page's cursor`, async () => {
    await seedManyLeads(t.deps.db, LEAD_PAGE_SIZE.default + 2, (n) => ({ name: `Lead ${n}` }));
    const first = await list({}).expect(200);
    expect(first.body).toHaveLength(LEAD_PAGE_SIZE.default);
    expect(first.headers['x-total-count']).toBe(String(LEAD_PAGE_SIZE.default + 2));
    const rest = await list({ cursor: String(first.headers['x-next-cursor']) }).expect(200);
    expect(names(rest)).toEqual([`Lead ${LEAD_PAGE_SIZE.default}`, `Lead ${LEAD_PAGE_SIZE.default + 1}`]);
    expect(rest.headers['x-next-cursor']).toBeUndefined();
  });

  it('pages through every lead once, in either order', async () => {
    await seedManyLeads(t.deps.db, 7, (n) => ({ name: `Lead ${n}` }));
    expect(await everyPage({ limit: 3, expectedTotal: 7 })).toEqual([
      ['Lead 0', 'Lead 1', 'Lead 2'],
      ['Lead 3', 'Lead 4', 'Lead 5'],
      ['Lead 6'],
    ]);
    expect((await everyPage({ limit: 4, sortOrder: 'asc', expectedTotal: 7 })).flat()).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((n) => `Lead ${n}`),
    );
  });

  it('breaks ties of time by id, so leads sent in the same instant are each listed once', async () => {
    const at = Timestamp.fromMillis(Date.now());
    const batch = t.deps.db.batch();
    for (const id of ['b-lead', 'A-lead', 'c-lead', 'a-lead', 'B-lead']) {
      batch.create(t.deps.db.collection('leads').doc(id), {
        name: id,
        email: 'x@example.com',
        source: 'contact_form',
        searchTerms: [],
        createdAt: at,
      });
    }
    await batch.commit();
    // Firestore orders ids by code unit: capitals first.
    expect((await everyPage({ limit: 2, expectedTotal: 5 })).flat()).toEqual(['c-lead', 'b-lead', 'a-lead', 'B-lead', 'A-lead']);
    expect((await everyPage({ limit: 2, sortOrder: 'asc', expectedTotal: 5 })).flat()).toEqual([
      'A-lead',
      'B-lead',
      'a-lead',
      'b-lead',
      'c-lead',
    ]);
    const byIds = await list({ ids: 'a-lead,A-lead,c-lead' }).expect(200);
    expect(names(byIds)).toEqual(['c-lead', 'a-lead', 'A-lead']);
  });

  it('pages and counts a search of several words, whose matches are far apart', async () => {
    // 'jordan' is in every lead; 'park' in every 60th: the pages read past many leads that do not match.
    await seedManyLeads(t.deps.db, 300, (n) => ({
      name: n % 60 === 0 ? `Jordan Park ${n}` : `Jordan Lee ${n}`,
      source: n % 120 === 0 ? 'investor_form' : 'contact_form',
    }));
    expect(await everyPage({ search: 'park jordan', limit: 2, expectedTotal: 5 })).toEqual([
      ['Jordan Park 0', 'Jordan Park 60'],
      ['Jordan Park 120', 'Jordan Park 180'],
      ['Jordan Park 240'],
    ]);
    expect(await everyPage({ search: 'jor par', source: 'investor_form', expectedTotal: 3 })).toEqual([
      ['Jordan Park 0', 'Jordan Park 120', 'Jordan Park 240'],
    ]);
  });

  it('has the composite indexes its queries need declared for deployment', () => {
    const declared = indexes.indexes.filter((index) => index.collectionGroup === 'leads').map((index) => JSON.stringify(index.fields));
    for (const order of ['ASCENDING', 'DESCENDING']) {
      const createdAt = { fieldPath: 'createdAt', order };
      const searchTerms = { fieldPath: 'searchTerms', arrayConfig: 'CONTAINS' };
      const source = { fieldPath: 'source', order: 'ASCENDING' };
      const ownerId = { fieldPath: 'ownerId', order: 'ASCENDING' };
      const status = { fieldPath: 'status', order: 'ASCENDING' };
      for (const fields of [
        [source, createdAt],
        [status, createdAt],
        [ownerId, createdAt],
        [searchTerms, createdAt],
        [source, searchTerms, createdAt],
        // An agent's inbox (their own or nobody's) filtered by status or searched.
        [ownerId, status, createdAt],
        [ownerId, searchTerms, createdAt],
      ]) {
        expect(declared).toContain(JSON.stringify(fields));
      }
    }
    // The dashboard's live inbox of an agent, newest change first.
    expect(declared).toContain(
      JSON.stringify([
        { fieldPath: 'ownerId', order: 'ASCENDING' },
        { fieldPath: 'updatedAt', order: 'DESCENDING' },
      ]),
    );
  });

  it.each([
    [{ limit: '0' }, 'limit must be a whole number from 1 to 200'],
    [{ limit: '201' }, 'limit must be a whole number from 1 to 200'],
    [{ limit: 'all' }, 'limit must be a whole number from 1 to 200'],
  ])('answers 400 for %p', async (query, message) => {
    await list(query).expect(400, { message, errors: { limit: message } });
  });

  it.each(['not-a-cursor', Buffer.from('["a/b",1,0]').toString('base64url'), Buffer.from('["x",1.5,0]').toString('base64url')])(
    'answers 400 for the cursor %s',
    async (cursor) => {
      await list({ cursor }).expect(400, { message: 'cursor is not valid' });
    },
  );
});

describe('DELETE /api/leads/:id', () => {
  it('deletes the lead', async () => {
    const [newest, middle, oldest] = await seedInbox();
    const cookie = await t.signInAsAdmin();
    await request(t.app)
      .delete(`/api/leads/${middle.id}`)
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .expect(200, { message: 'Lead deleted' });
    expect((await storedLeads(t.deps.db)).map((lead) => lead.id).sort()).toEqual([newest.id, oldest.id].sort());
  });

  it.each(['no-such-lead', 'a%2Fb', '..', '__id__'])('answers 404 for %s', async (id) => {
    await seedInbox();
    const cookie = await t.signInAsAdmin();
    await request(t.app).delete(`/api/leads/${id}`).set('Cookie', cookie).set('Origin', ORIGIN).expect(404, { message: 'Lead not found' });
    expect(await storedLeads(t.deps.db)).toHaveLength(3);
  });

  it('answers 401 without a session and 403 to an agent, even for their own lead', async () => {
    const [lead] = await seedInbox();
    await request(t.app).delete(`/api/leads/${lead.id}`).expect(401);
    const { cookie, user } = await t.signInAsAgent();
    await t.deps.db.collection('leads').doc(lead.id).update({ ownerId: user.id });
    await request(t.app)
      .delete(`/api/leads/${lead.id}`)
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .expect(403, { message: 'You need admin privileges to do this' });
    expect(await storedLeads(t.deps.db)).toHaveLength(3);
  });
});

describe('DELETE /api/leads', () => {
  const bulkDelete = (cookie: string, body: unknown) =>
    request(t.app)
      .delete('/api/leads')
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .send(body as object);

  it('deletes the listed leads and counts those that existed', async () => {
    const [newest, middle, oldest] = await seedInbox();
    const cookie = await t.signInAsAdmin();
    await bulkDelete(cookie, { ids: [newest.id, oldest.id, newest.id, 'gone', 'a/b'] }).expect(200, { deleted: 2 });
    expect((await storedLeads(t.deps.db)).map((lead) => lead.id)).toEqual([middle.id]);
  });

  it(`deletes ${MAX_LEADS_PER_DELETE} leads at once`, async () => {
    const batch = t.deps.db.batch();
    const ids = Array.from({ length: MAX_LEADS_PER_DELETE }, (_, n) => {
      const ref = t.deps.db.collection('leads').doc(`lead-${n}`);
      batch.set(ref, { name: `Lead ${n}`, email: 'lead@example.com', source: 'popup_lead_form', createdAt: new Date() });
      return ref.id;
    });
    await batch.commit();
    const cookie = await t.signInAsAdmin();
    await bulkDelete(cookie, { ids }).expect(200, { deleted: MAX_LEADS_PER_DELETE });
    expect(await storedLeads(t.deps.db)).toEqual([]);
  });

  it.each([
    ['no ids', {}],
    ['an empty list', { ids: [] }],
    ['a single id', { ids: 'lead-1' }],
    ['an empty id', { ids: ['lead-1', ''] }],
    ['a number', { ids: [1] }],
    [`${MAX_LEADS_PER_DELETE + 1} ids`, { ids: Array.from({ length: MAX_LEADS_PER_DELETE + 1 }, (_, n) => `lead-${n}`) }],
  ])('answers 400 for %s', async (_case, body) => {
    await seedInbox();
    const cookie = await t.signInAsAdmin();
    const response = await bulkDelete(cookie, body).expect(400);
    expect(response.body.message).toBe('ids must be a list of 1 to 500 lead ids');
    expect(await storedLeads(t.deps.db)).toHaveLength(3);
  });

  it('answers 401 without a session and 403 to an agent', async () => {
    const [lead] = await seedInbox();
    await request(t.app)
      .delete('/api/leads')
      .send({ ids: [lead.id] })
      .expect(401);
    await bulkDelete((await t.signInAsAgent()).cookie, { ids: [lead.id] }).expect(403, { message: 'You need admin privileges to do this' });
    expect(await storedLeads(t.deps.db)).toHaveLength(3);
  });
});
