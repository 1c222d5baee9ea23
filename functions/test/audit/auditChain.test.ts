import { AUDIT_LOG, AUDIT_SUBJECTS, auditMaintenance, canonicalJson, seqId, subjectKey, type AuditSource } from '../../src/audit';
import { auditRecorder, auditUpkeep } from '../../src/composition';
import { ORIGIN, testApp } from '../support/testApp';

/** The chain's check on the emulator: sound as sealed, broken by an edit, a removal, a reorder, a cut tail; kept whole through retention and erasure. */

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const AGENT: AuditSource = { actor: { uid: 'agent-uid', role: 'agent' }, from: { address: '203.0.113.7', agent: 'Mozilla/5.0' } };
const log = () => t.deps.db.collection(AUDIT_LOG);

const DAY_MS = 24 * 60 * 60 * 1000;
/** The day before the first entry's. */
const DAY_ZERO = Date.parse('2026-01-01T12:00:00Z');

/** `count` lead reads sealed into the chain, the nth made n days after DAY_ZERO, the first about `email`. */
async function sealed(count: number, email = 'jordan@example.com') {
  for (let n = 1; n <= count; n += 1) {
    const trail = auditRecorder(t.repos, () => new Date(DAY_ZERO + n * DAY_MS));
    await trail.record(AGENT, { action: 'lead.read', record: { kind: 'lead', id: `lead-${n}` }, concerns: n === 1 ? [email] : [] });
  }
  expect(await auditRecorder(t.repos).drain()).toBe(count);
}

const verify = () => auditUpkeep(t.repos, ORIGIN).verify();

describe('the chain check', () => {
  it('holds for the entries as sealed, in order, each chained to the one before', async () => {
    await sealed(5);
    expect(await verify()).toEqual({ ok: true, checked: 5, last: await t.repos.audit.head() });
    const seqs = (await log().orderBy('seq').get()).docs.map((doc) => [doc.id, doc.get('seq'), doc.get('record.id')]);
    expect(seqs).toEqual([1, 2, 3, 4, 5].map((n) => [seqId(n), n, `lead-${n}`]));
  });

  it('fails at the first entry whose stored content was altered', async () => {
    await sealed(5);
    await log().doc(seqId(3)).update({ 'actor.name': 'Someone Else' });
    expect(await verify()).toEqual({ ok: false, checked: 2, firstBadSeq: 3, reason: 'altered' });
  });

  it('fails at the first entry removed', async () => {
    await sealed(5);
    await log().doc(seqId(2)).delete();
    expect(await verify()).toEqual({ ok: false, checked: 1, firstBadSeq: 2, reason: 'missing' });
  });

  it('fails where two entries were swapped', async () => {
    await sealed(5);
    const [third, fourth] = await Promise.all([log().doc(seqId(3)).get(), log().doc(seqId(4)).get()]);
    // Each takes the other's content, its own sequence number kept: the order of the records changed.
    await log()
      .doc(seqId(3))
      .set({ ...fourth.data(), seq: 3 });
    await log()
      .doc(seqId(4))
      .set({ ...third.data(), seq: 4 });
    expect(await verify()).toEqual({ ok: false, checked: 2, firstBadSeq: 3, reason: 'altered' });
  });

  it('fails when the newest entries were removed, by the head', async () => {
    await sealed(4);
    await log().doc(seqId(4)).delete();
    expect(await verify()).toEqual({ ok: false, checked: 3, firstBadSeq: 4, reason: 'missing' });
  });

  it("emails the admins of a break once a day through the outbox, with the tab's link", async () => {
    await t.createUser({ username: 'boss', email: 'boss@queencityestates.com' });
    await t.createUser({ username: 'agent', email: 'agent@queencityestates.com', role: 'agent' });
    await sealed(3);
    await log().doc(seqId(2)).update({ action: 'lead.update' });
    const upkeep = auditUpkeep(t.repos, ORIGIN);
    const verdict = await upkeep.verify();
    if (verdict.ok) throw new Error('the altered chain held');
    await upkeep.alert(verdict);
    await upkeep.alert(verdict);
    const mail = await t.queuedMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toEqual(
      expect.objectContaining({
        to: ['boss@queencityestates.com'],
        subject: "Queen City Estates: the audit log's chain is broken at entry 2",
      }),
    );
    expect(mail[0]!.text).toContain(`${ORIGIN}/admin/audit-log`);
  });
});

describe('retention', () => {
  it('deletes the oldest entries past the period in order, and the check holds from the checkpoint', async () => {
    await sealed(5);
    const RETENTION_DAYS = 30;
    const upkeepOn = (day: number) =>
      auditMaintenance({
        store: t.repos.audit,
        outbox: t.repos.mailOutbox,
        adminEmails: async () => [],
        siteOrigin: ORIGIN,
        now: () => new Date(DAY_ZERO + (day + RETENTION_DAYS) * DAY_MS),
      });
    const fourthHash = (await log().doc(seqId(4)).get()).get('hash');
    // The period ends between the fourth entry and the fifth: the four oldest go.
    expect(await upkeepOn(4.5).prune(RETENTION_DAYS)).toBe(4);
    expect((await log().get()).docs.map((doc) => doc.id)).toEqual([seqId(5)]);
    expect(await t.repos.audit.checkpoint()).toEqual({ seq: 4, hash: fourthHash });
    expect(await verify()).toEqual(expect.objectContaining({ ok: true, checked: 1 }));
    expect(await upkeepOn(4.5).prune(RETENTION_DAYS)).toBe(0);
    expect(await upkeepOn(5.5).prune(RETENTION_DAYS)).toBe(1);
    expect(await t.repos.audit.checkpoint()).toEqual(await t.repos.audit.head());
    expect(await verify()).toEqual(expect.objectContaining({ ok: true, checked: 0 }));
  });
});

describe("a client's erasure", () => {
  it('forgets their pseudonym and leaves every hashed field as it was', async () => {
    await sealed(2);
    const before = (await log().get()).docs.map((doc) => canonicalJson(doc.data()));
    await t.repos.audit.forgetSubject(subjectKey('Jordan@Example.com '));
    expect((await t.deps.db.collection(AUDIT_SUBJECTS).get()).size).toBe(0);
    expect((await log().get()).docs.map((doc) => canonicalJson(doc.data()))).toEqual(before);
    expect(await verify()).toEqual(expect.objectContaining({ ok: true, checked: 2 }));
  });
});
