import request from 'supertest';
import { AUDIT_ACTIONS, type AccessLogLine, type AuditEntry, type User } from '@estate/domain';
import { AUDIT_SUBJECTS } from '../../src/audit';
import { auditRecorder, auditUpkeep } from '../../src/composition';
import { seedLead } from '../support/leads';
import { ORIGIN, testApp } from '../support/testApp';

/**
 * docs/product/dashboard.md#audit-log and docs/product/clients.md#your-data: an agent reading a lead
 * is in the admin's log, in the agent's own, and in that client's Privacy tab; agents see only
 * their own entries; the admin's export is itself recorded; a client's erasure keeps the chain.
 */

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const CLIENT_EMAIL = 'jordan@example.com';
let admin: string;
let agent: { cookie: string; user: User };
let leadId: string;

beforeEach(async () => {
  admin = await t.signInAsAdmin();
  agent = await t.signInAsAgent('agent');
  leadId = (await seedLead(t.deps.db, { name: 'Jordan Client', email: 'Jordan@Example.com', ownerId: agent.user.id }, 1)).id;
});

/** What the queue's trigger does on the stack (the api tests run no triggers). */
const seal = () => auditRecorder(t.repos).drain();
const logOf = async (cookie: string, query: Record<string, string> = {}) =>
  (await request(t.app).get('/api/audit-log').query(query).set('Cookie', cookie).expect(200)).body as AuditEntry[];

describe("an agent's read of a lead", () => {
  it("is in the admin's log, the agent's own, and the client's Privacy tab", async () => {
    await request(t.app)
      .get(`/api/leads/${leadId}/related`)
      .set('Cookie', agent.cookie)
      .set('User-Agent', 'Mozilla/5.0 (Macintosh)')
      .expect(200);
    await seal();

    const entries = await logOf(admin, { action: 'lead.read' });
    expect(entries).toEqual([
      {
        seq: 1,
        at: expect.any(String),
        actor: { uid: agent.user.id, name: 'Agent agent', role: 'agent' },
        action: 'lead.read',
        record: { kind: 'lead', id: leadId },
        route: 'GET /api/leads/:id/related',
        from: { address: expect.any(String), agent: 'Mozilla/5.0 (Macintosh)' },
      },
    ]);
    expect(await logOf(agent.cookie)).toEqual(entries);

    const client = await t.signInAsClient(CLIENT_EMAIL);
    const lines = (await request(t.app).get('/api/account/access-log').set('Cookie', client).expect(200)).body as AccessLogLine[];
    expect(lines).toEqual([{ at: entries[0]!.at, staffName: 'Agent agent', what: 'Viewed your inquiry' }]);
  });

  it('is recorded for GET /api/leads/:id, and not for a lead the agent may not see', async () => {
    const response = await request(t.app).get(`/api/leads/${leadId}`).set('Cookie', agent.cookie).expect(200);
    expect(response.body).toEqual(expect.objectContaining({ id: leadId, name: 'Jordan Client' }));
    const other = await t.signInAsAgent('other');
    await request(t.app).get(`/api/leads/${leadId}`).set('Cookie', other.cookie).expect(404, { message: 'Lead not found' });
    await seal();
    expect((await logOf(admin)).map(({ actor, action, route }) => ({ uid: actor.uid, action, route }))).toEqual([
      { uid: agent.user.id, action: 'lead.read', route: 'GET /api/leads/:id' },
    ]);
  });

  it("lists a change of the client's lead in their tab, and nothing of another client's", async () => {
    await request(t.app)
      .patch(`/api/leads/${leadId}`)
      .set('Cookie', agent.cookie)
      .set('Origin', ORIGIN)
      .send({ status: 'Contacted' })
      .expect(200);
    const other = await seedLead(t.deps.db, { name: 'Casey Other', email: 'casey@example.com', ownerId: agent.user.id }, 2);
    await request(t.app).get(`/api/leads/${other.id}/related`).set('Cookie', agent.cookie).expect(200);
    await seal();
    const client = await t.signInAsClient(CLIENT_EMAIL);
    const lines = (await request(t.app).get('/api/account/access-log').set('Cookie', client).expect(200)).body as AccessLogLine[];
    expect(lines.map(({ staffName, what }) => ({ staffName, what }))).toEqual([
      { staffName: 'Agent agent', what: AUDIT_ACTIONS['lead.update'].client },
    ]);
  });
});

describe("the log's views", () => {
  beforeEach(async () => {
    await request(t.app).get(`/api/leads/${leadId}/related`).set('Cookie', agent.cookie).expect(200);
    await request(t.app).post('/api/calendar/feed/reset').set('Cookie', admin).set('Origin', ORIGIN).expect(200);
    await seal();
  });

  it("gives an agent their own entries only, and refuses another's", async () => {
    expect((await logOf(agent.cookie)).map((entry) => entry.actor.uid)).toEqual([agent.user.id]);
    const adminUid = (await logOf(admin, { action: 'calendarFeed.reset' }))[0]!.actor.uid;
    await request(t.app)
      .get('/api/audit-log')
      .query({ actor: adminUid })
      .set('Cookie', agent.cookie)
      .expect(403, { message: 'Agents see only their own entries in the audit log' });
  });

  it('filters by staff member, action, record and days, newest first, in pages', async () => {
    const all = await logOf(admin);
    expect(all.map((entry) => entry.action)).toEqual(['calendarFeed.reset', 'lead.read']);
    expect((await logOf(admin, { actor: agent.user.id })).map((entry) => entry.action)).toEqual(['lead.read']);
    expect((await logOf(admin, { kind: 'lead', recordId: leadId })).map((entry) => entry.seq)).toEqual([1]);
    expect(await logOf(admin, { from: '2001-01-01', to: '2001-01-02' })).toEqual([]);
    const first = await request(t.app).get('/api/audit-log').query({ limit: '1' }).set('Cookie', admin).expect(200);
    expect((first.body as AuditEntry[]).map((entry) => entry.seq)).toEqual([2]);
    const next = await request(t.app)
      .get('/api/audit-log')
      .query({ limit: '1', cursor: first.headers['x-next-cursor'] })
      .set('Cookie', admin);
    expect((next.body as AuditEntry[]).map((entry) => entry.seq)).toEqual([1]);
    expect(next.headers['x-next-cursor']).toBeUndefined();
  });

  it('refuses bad filters with a 400 that names them', async () => {
    const refuse = async (query: Record<string, string>, message: string) =>
      expect((await request(t.app).get('/api/audit-log').query(query).set('Cookie', admin).expect(400)).body.message).toBe(message);
    await refuse({ from: '2026-02-30' }, 'from must be a date (YYYY-MM-DD)');
    await refuse({ from: '2026-03-02', to: '2026-03-01' }, 'from must not be after to');
    await refuse({ recordId: 'abc' }, 'recordId needs a kind');
    await refuse({ cursor: 'nonsense' }, 'cursor is not valid');
  });

  it("exports the admin's CSV and records the export", async () => {
    const response = await request(t.app).get('/api/audit-log/export').query({ action: 'lead.read' }).set('Cookie', admin).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = response.text.trim().split('\r\n');
    expect(header).toBe('"seq","at","staff","role","action","record","route","address","agent"');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`"Agent agent","agent","Opened a lead's details","lead ${leadId}"`);
    await seal();
    expect((await logOf(admin, { action: 'export.auditLog' }))[0]!.record).toEqual({ kind: 'auditLog', id: 'action=lead.read' });
    await request(t.app).get('/api/audit-log/export').set('Cookie', agent.cookie).expect(403);
  });
});

describe("a client's erasure", () => {
  it('empties their tab and leaves the chain whole', async () => {
    await request(t.app).get(`/api/leads/${leadId}/related`).set('Cookie', agent.cookie).expect(200);
    await seal();
    const client = await t.signInAsClient(CLIENT_EMAIL);
    expect((await request(t.app).get('/api/account/access-log').set('Cookie', client).expect(200)).body).toHaveLength(1);
    await request(t.app).delete('/api/account').set('Cookie', client).set('Origin', ORIGIN).expect(200);
    expect((await t.deps.db.collection(AUDIT_SUBJECTS).get()).size).toBe(0);
    expect(await auditUpkeep(t.repos, ORIGIN).verify()).toEqual(expect.objectContaining({ ok: true }));
    const again = await t.signInAsClient(CLIENT_EMAIL);
    expect((await request(t.app).get('/api/account/access-log').set('Cookie', again).expect(200)).body).toEqual([]);
  });
});
