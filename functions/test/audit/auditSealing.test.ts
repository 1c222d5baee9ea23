import { AUDIT_EVENTS, AUDIT_LOG, type AuditSource } from '../../src/audit';
import { auditRecorder, auditUpkeep } from '../../src/composition';
import { ORIGIN, testApp } from '../support/testApp';

/** Sealing while requests append: every entry once, numbered without gaps, each writer's in its order. */

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const source = (uid: string): AuditSource => ({ actor: { uid, role: 'agent' }, from: { address: '203.0.113.7', agent: 'test' } });

it('keeps order and leaves no gap when appends and drains run at once', async () => {
  const writers = ['writer-a', 'writer-b', 'writer-c'];
  const PER_WRITER = 25;
  // Each writer appends its entries one after another (a request's order), the three at once, while drains run alongside.
  const appending = writers.map(async (uid) => {
    const trail = auditRecorder(t.repos);
    for (let n = 0; n < PER_WRITER; n += 1)
      await trail.record(source(uid), { action: 'lead.read', record: { kind: 'lead', id: `${uid}-${n}` } });
  });
  const draining = Array.from({ length: 4 }, async () => {
    for (let round = 0; round < 5; round += 1) await auditRecorder(t.repos).drain();
  });
  await Promise.all([...appending, ...draining]);
  await auditRecorder(t.repos).drain();

  const sealed = (await t.deps.db.collection(AUDIT_LOG).orderBy('seq').get()).docs;
  const total = writers.length * PER_WRITER;
  expect(sealed.map((doc) => doc.get('seq'))).toEqual(Array.from({ length: total }, (_, index) => index + 1));
  expect(new Set(sealed.map((doc) => doc.get('record.id'))).size).toBe(total);
  for (const uid of writers) {
    const own = sealed.filter((doc) => doc.get('actor.uid') === uid).map((doc) => doc.get('record.id'));
    expect(own).toEqual(Array.from({ length: PER_WRITER }, (_, n) => `${uid}-${n}`));
  }
  expect((await t.deps.db.collection(AUDIT_EVENTS).get()).size).toBe(0);
  expect(await auditUpkeep(t.repos, ORIGIN).verify()).toEqual(expect.objectContaining({ ok: true, checked: total }));
});

it('answers busy while another drain holds the lease, and seals once it is let go', async () => {
  const trail = auditRecorder(t.repos);
  await trail.record(source('writer'), { action: 'lead.read', record: { kind: 'lead', id: 'one' } });
  expect(await t.repos.audit.takeLease('someone-else', new Date(), new Date(Date.now() + 60_000))).toBe(true);
  expect(await trail.drain()).toBe('busy');
  await t.repos.audit.releaseLease('someone-else');
  expect(await trail.drain()).toBe(1);
});
