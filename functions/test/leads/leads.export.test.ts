import request from 'supertest';
import { LEAD_IDS_MAX, type LeadExport } from '@estate/domain';
import { EXPORT_PAGE_SIZE } from '../../src/leads/leadService';
import { seedLead, seedManyLeads } from '../support/leads';
import { ORIGIN, testApp } from '../support/testApp';

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());
beforeAll(() => t.prepareLeadExportsAsAsked());

const HEADER =
  '"id","createdAt","name","email","phone","interest","source","message","investmentGoals","propertyId","preferredDate","preferredTime","status","owner","firstResponseAt","firstResponseMinutes"';

const exportLeads = (cookie: string, query: Record<string, string> = {}) =>
  request(t.app).get('/api/leads/export').query(query).set('Cookie', cookie).buffer(true);

describe('GET /api/leads/export', () => {
  it('answers a dated CSV attachment with every lead field, newest first', async () => {
    const showing = await seedLead(
      t.deps.db,
      {
        name: 'Taylor Reed',
        email: 'taylor@example.com',
        phone: '513 555 0104',
        interest: 'buying',
        source: 'schedule_form',
        message: 'Property: p1\nPreferred date: 2030-05-06',
        propertyId: 'p1',
        preferredDate: '2030-05-06',
        preferredTime: '10:00 AM',
      },
      1,
    );
    const investor = await seedLead(
      t.deps.db,
      { name: 'Riley "RC" Chen', email: 'riley@example.com', source: 'investor_form', investmentGoals: 'Duplexes, near downtown' },
      2,
    );
    const cookie = await t.signInAsAdmin();
    const response = await exportLeads(cookie).expect(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="leads-${today}.csv"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.text).toBe(
      [
        HEADER,
        `"${showing.id}","${showing.createdAt}","Taylor Reed","taylor@example.com","513 555 0104","buying","schedule_form","Property: p1\nPreferred date: 2030-05-06","","p1","2030-05-06","10:00 AM","New","","",""`,
        `"${investor.id}","${investor.createdAt}","Riley ""RC"" Chen","riley@example.com","","","investor_form","","Duplexes, near downtown","","","","New","","",""`,
      ].join('\r\n'),
    );
  });

  it("adds the lead's status, its owner's name and the first response time in minutes", async () => {
    const lead = await seedLead(t.deps.db, { name: 'Jordan Park' }, 90);
    const cookie = await t.signInAsAdmin();
    const admin = (await t.deps.auth.getUserByEmail('admin@queencityestates.com')).uid;
    const moved = await request(t.app)
      .patch(`/api/leads/${lead.id}`)
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .send({ status: 'Contacted', ownerId: admin })
      .expect(200);
    const [, row] = (await exportLeads(cookie).expect(200)).text.split('\r\n');
    expect(row).toMatch(new RegExp(`,"Contacted","Avery Sinclair","${moved.body.firstResponseAt}","(90|91)"$`));
  });

  it(`streams every lead once, in order, over pages of ${EXPORT_PAGE_SIZE}`, async () => {
    const count = 2 * EXPORT_PAGE_SIZE + 3;
    await seedManyLeads(t.deps.db, count, (n) => ({ name: `Lead ${n}` }));
    const cookie = await t.signInAsAdmin();
    const rows = (await exportLeads(cookie).expect(200)).text.split('\r\n');
    expect(rows[0]).toBe(HEADER);
    expect(rows.slice(1).map((row) => row.split(',')[2])).toEqual(Array.from({ length: count }, (_, n) => `"Lead ${n}"`));
  });

  it('answers only the header row when there are no leads', async () => {
    const cookie = await t.signInAsAdmin();
    const response = await exportLeads(cookie).expect(200);
    expect(response.text).toBe(HEADER);
  });

  it('applies search, source and sortOrder as the list does', async () => {
    await seedLead(t.deps.db, { name: 'Jordan Lee', source: 'popup_lead_form' }, 1);
    await seedLead(t.deps.db, { name: 'Jordan Park', source: 'contact_form' }, 2);
    await seedLead(t.deps.db, { name: 'Jordan Hale', source: 'contact_form' }, 3);
    await seedLead(t.deps.db, { name: 'Morgan Blake', source: 'contact_form' }, 4);
    const cookie = await t.signInAsAdmin();
    const response = await exportLeads(cookie, { search: 'JORDAN', source: 'contact_form', sortOrder: 'asc' }).expect(200);
    const names = response.text
      .split('\r\n')
      .slice(1)
      .map((row) => row.split(',')[2]);
    expect(names).toEqual(['"Jordan Hale"', '"Jordan Park"']);
  });

  it('exports only the leads named by ids, with the other filters still applied', async () => {
    const first = await seedLead(t.deps.db, { name: 'Jordan Lee', source: 'popup_lead_form' }, 1);
    const second = await seedLead(t.deps.db, { name: 'Jordan Park', source: 'contact_form' }, 2);
    await seedLead(t.deps.db, { name: 'Jordan Hale', source: 'contact_form' }, 3);
    const cookie = await t.signInAsAdmin();
    const names = async (query: Record<string, string>) =>
      (await exportLeads(cookie, query).expect(200)).text
        .split('\r\n')
        .slice(1)
        .map((row) => row.split(',')[2]);
    expect(await names({ ids: first.id })).toEqual(['"Jordan Lee"']);
    expect(await names({ ids: `${second.id}, ${first.id},no-such-lead` })).toEqual(['"Jordan Lee"', '"Jordan Park"']);
    expect(await names({ ids: `${first.id},${second.id}`, source: 'contact_form' })).toEqual(['"Jordan Park"']);
  });

  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1+2', `"'+1+2"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
  ])('neutralises the formula in %p with a leading quote', async (name, cell) => {
    await seedLead(t.deps.db, { name, email: 'lead@example.com', message: name }, 1);
    const cookie = await t.signInAsAdmin();
    const response = await exportLeads(cookie).expect(200);
    const row = response.text.slice(HEADER.length + 2);
    expect(row.split(',')[2]).toBe(cell);
    expect(row).toContain(`"contact_form",${cell},`);
  });

  it('answers 400 for a bad filter', async () => {
    const cookie = await t.signInAsAdmin();
    await exportLeads(cookie, { sortOrder: 'sideways' }).expect(400, {
      message: 'sortOrder must be one of: desc, asc',
      errors: { sortOrder: 'sortOrder must be one of: desc, asc' },
    });
  });

  it.each([
    ['only commas', 'ids=,,'],
    ['a repeated parameter', 'ids=a&ids=b'],
    ['blank ids', 'ids=%20,%20'],
    [`${LEAD_IDS_MAX + 1} ids`, `ids=${Array.from({ length: LEAD_IDS_MAX + 1 }, (_, n) => `lead-${n}`).join(',')}`],
  ])('answers 400 for ids given as %s', async (_case, query) => {
    const cookie = await t.signInAsAdmin();
    const message = `ids must be a comma-separated list of 1 to ${LEAD_IDS_MAX} lead ids`;
    await request(t.app)
      .get(`/api/leads/export?${query}`)
      .set('Cookie', cookie)
      .expect(400, { message, errors: { ids: message } });
  });

  it('answers 401 without a session and 403 to an account without a staff role', async () => {
    await request(t.app).get('/api/leads/export').expect(401, { message: 'Please sign in to continue' });
    const cookie = await t.signInAsNonAdmin();
    await request(t.app).get('/api/leads/export').set('Cookie', cookie).expect(403, { message: 'You need a staff account to do this' });
  });
});

describe('POST /api/leads/exports, then GET /api/leads/exports/:id and its file', () => {
  const ask = (cookie: string, query: Record<string, string> = {}) =>
    request(t.app).post('/api/leads/exports').query(query).set('Cookie', cookie).set('Origin', ORIGIN);

  /** Follows the export as the dashboard does, until it is no longer preparing. */
  async function settled(cookie: string, id: string): Promise<LeadExport> {
    for (;;) {
      const { body } = await request(t.app).get(`/api/leads/exports/${id}`).set('Cookie', cookie).expect(200);
      if ((body as LeadExport).status !== 'preparing') return body as LeadExport;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('answers 202 with where to follow it, then the file once ready', async () => {
    const lead = await seedLead(t.deps.db, { name: 'Jordan Park', source: 'contact_form' }, 1);
    await seedLead(t.deps.db, { name: 'Morgan Blake', source: 'popup_lead_form' }, 2);
    const cookie = await t.signInAsAdmin();
    const asked = await ask(cookie, { source: 'contact_form' }).expect(202);
    expect(asked.body).toEqual({ id: expect.any(String), status: 'preparing', requestedAt: expect.any(String) });
    expect(asked.headers.location).toBe(`/api/leads/exports/${asked.body.id}`);
    expect(asked.headers['cache-control']).toBe('private, no-store');

    const today = new Date().toISOString().slice(0, 10);
    expect(await settled(cookie, asked.body.id)).toEqual({
      id: asked.body.id,
      status: 'ready',
      requestedAt: asked.body.requestedAt,
      fileName: `leads-${today}.csv`,
      rows: 1,
    });
    const file = await request(t.app).get(`/api/leads/exports/${asked.body.id}/file`).set('Cookie', cookie).buffer(true).expect(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="leads-${today}.csv"`);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.text.split('\r\n')).toEqual([HEADER, expect.stringMatching(new RegExp(`^"${lead.id}",.*"Jordan Park"`))]);
  });

  it("keeps each export its requester's: another staff member's request for it is a 404", async () => {
    const admin = await t.signInAsAdmin();
    const { body } = await ask(admin).expect(202);
    const { cookie: agent } = await t.signInAsAgent();
    const missing = { message: 'Export not found' };
    await request(t.app).get(`/api/leads/exports/${body.id}`).set('Cookie', agent).expect(404, missing);
    await request(t.app).get(`/api/leads/exports/${body.id}/file`).set('Cookie', agent).expect(404, missing);
    await request(t.app).get('/api/leads/exports/no-such-export').set('Cookie', admin).expect(404, missing);
    // Ids no document can have (Firestore refuses them as paths) are no export either, not a 500.
    for (const id of ['..', '__id__', '%2F'])
      await request(t.app).get(`/api/leads/exports/${id}/file`).set('Cookie', admin).expect(404, missing);
  });

  it('answers 409 for the file of an export still being prepared', async () => {
    const cookie = await t.signInAsAdmin();
    const stored = await t.repos.leadExports.create(
      { uid: (await t.deps.auth.getUserByEmail('admin@queencityestates.com')).uid, role: 'admin' },
      {
        search: '',
        source: 'all',
        status: 'all',
        owner: 'all',
        sortOrder: 'desc',
      },
    );
    await t.deps.db.collection('leadExports').doc(stored.id).update({ startedAt: new Date() });
    await request(t.app)
      .get(`/api/leads/exports/${stored.id}/file`)
      .set('Cookie', cookie)
      .expect(409, { message: 'This export is still being prepared' });
  });

  it('answers 400 for a bad filter and 401 without a session, before anything is recorded', async () => {
    const cookie = await t.signInAsAdmin();
    await ask(cookie, { sortOrder: 'sideways' }).expect(400);
    await request(t.app).post('/api/leads/exports').set('Origin', ORIGIN).expect(401, { message: 'Please sign in to continue' });
    expect((await t.deps.db.collection('leadExports').get()).size).toBe(0);
  });
});
