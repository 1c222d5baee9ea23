import { Timestamp } from 'firebase-admin/firestore';
import type { Lead, LeadMail, User } from '@estate/domain';
import type { MailSenderOptions } from '../../src/composition';
import type { NewLead } from '../../src/leads/leadRepository';
import { firestoreMailOutbox, MAIL_OUTBOX, MailError, type MailWriter, outboxSender, type OutgoingMail } from '../../src/platform';
import { SMTP_TIMEOUTS_MS, smtpTransport, type SmtpTimeouts } from '../../src/platform/mail/mailTransport';
import { bouncingMailServer, silentMailServer, testMailServer } from '../support/mailServers';
import { postLead, validPayloads } from '../support/leads';
import { testApp } from '../support/testApp';
import { waitUntil } from '../support/waitUntil';

// The one mail path (docs/architecture.md#request-paths): every email is queued in mailOutbox and
// sent by one sender, which tries, classifies a failure, backs off and records. Here its retries,
// its sweep and its idempotency, with emails written by their caller and with a lead's, written
// when sent and recorded on the lead.

const t = testApp();
// A port of its own: the stack's mail server keeps 1025.
const mailServer = testMailServer(2530);
const MAIL: OutgoingMail = { to: ['agent@queencityestates.com'], subject: 'Interest in a home', text: 'text', html: '<p>html</p>' };
const STAFF = 'leads@queencityestates.com';
const logger = { error: jest.fn(), info: jest.fn() };
const MINUTE = 60_000;

beforeEach(async () => {
  await t.reset();
  logger.error.mockClear();
  logger.info.mockClear();
  await mailServer.start();
  await mailServer.clear();
});
afterEach(() => mailServer.stop());
afterAll(() => t.teardown());

/** A mail server that fails as `failures` say, in turn, then takes every message. */
function flakyServer(failures: Error[] = []) {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    send: async (mail: OutgoingMail) => {
      const failure = failures.shift();
      if (failure) throw failure;
      sent.push(mail);
    },
    verify: async () => undefined,
  };
}

const outbox = () => firestoreMailOutbox(t.deps.db);
const stored = async (id: string) => (await t.deps.db.collection(MAIL_OUTBOX).doc(id).get()).data()!;
const inMinutes = (minutes: number) => () => new Date(Date.now() + minutes * MINUTE);
const sender = (transport: ReturnType<typeof flakyServer>, options: { retryDelaysS?: number[]; now?: () => Date } = {}) =>
  outboxSender({ outbox: outbox(), transport, writers: {}, logger, retryDelaysS: [], ...options });

describe('the one sender, with an email its caller wrote', () => {
  it('queues an email once per key, and sends it once however often it is asked', async () => {
    expect(await outbox().queue(MAIL, 'interest-1')).toBe(true);
    expect(await outbox().queue(MAIL, 'interest-1')).toBe(false);
    const server = flakyServer();
    await sender(server).deliver('interest-1');
    await sender(server).deliver('interest-1');
    expect(server.sent).toEqual([MAIL]);
    expect(await stored('interest-1')).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('lets one sender at a time hold an email: a repeated trigger meanwhile sends nothing, the sweep takes it once the hold is over', async () => {
    await outbox().queue(MAIL, 'held');
    expect(await outbox().claim('held', new Date(), new Date(Date.now() + 10 * MINUTE))).toMatchObject({ id: 'held', attempts: 0 });
    const server = flakyServer();
    await sender(server).deliver('held');
    expect(server.sent).toEqual([]);
    // Not due while held, nor before its retry time; due, and sent, once both are over (an invocation that died).
    expect(await sender(server, { now: inMinutes(11) }).sweep(10)).toBe(0);
    expect(await sender(server, { now: inMinutes(16) }).sweep(10)).toBe(1);
    expect(server.sent).toEqual([MAIL]);
  });

  it('tries again while the server cannot be reached, and gives up at once on a refusal', async () => {
    await outbox().queue(MAIL, 'flaky');
    await sender(flakyServer([new MailError('ECONNREFUSED', false)]), { retryDelaysS: [0] }).deliver('flaky');
    expect(await stored('flaky')).toMatchObject({ state: 'sent', attempts: 2 });

    await outbox().queue(MAIL, 'refused');
    const refusing = flakyServer([new MailError('550 no such mailbox', true)]);
    await sender(refusing, { retryDelaysS: [0] }).deliver('refused');
    expect(await stored('refused')).toMatchObject({ state: 'failed', attempts: 1, lastError: '550 no such mailbox' });
    expect(refusing.sent).toEqual([]);
    expect(logger.error).toHaveBeenCalledWith('The queued email refused failed', expect.objectContaining({ event: 'mail.failed' }));
  });

  it('leaves an email the invocation could not send to the sweep, which sends it when its time comes', async () => {
    await outbox().queue(MAIL, 'later');
    await sender(flakyServer([new MailError('ETIMEDOUT', false)])).deliver('later');
    expect(await stored('later')).toMatchObject({ state: 'queued', attempts: 1, lastError: 'ETIMEDOUT' });

    const server = flakyServer();
    expect(await sender(server).sweep(10)).toBe(0);
    expect(await sender(server, { now: inMinutes(16) }).sweep(10)).toBe(1);
    expect(server.sent).toEqual([MAIL]);
  });

  it('gives an email up a day after it was queued', async () => {
    await outbox().queue(MAIL, 'old');
    await t.deps.db
      .collection(MAIL_OUTBOX)
      .doc('old')
      .update({ queuedAt: Timestamp.fromMillis(Date.now() - 25 * 60 * MINUTE) });
    await sender(flakyServer([new MailError('ECONNREFUSED', false)])).deliver('old');
    expect(await stored('old')).toMatchObject({ state: 'failed', attempts: 1, lastError: 'ECONNREFUSED' });
  });
});

describe('the one sender, with an email its owner writes when it is sent', () => {
  /** A writer that writes MAIL while `wanted`, and keeps what it is told. */
  function recordingWriter(wanted = { compose: true, record: true }) {
    const records: unknown[] = [];
    const writer: MailWriter = {
      compose: async () => (wanted.compose ? MAIL : undefined),
      record: async (_params, outcome) => {
        records.push(outcome);
        return wanted.record;
      },
      describe: (params) => `The note ${String(params.id)}`,
    };
    return { writer, records };
  }
  const queueNote = (policy: 'standard' | 'alert' = 'standard') =>
    t.deps.db.runTransaction(async (transaction) =>
      outbox().queueIn(transaction, { letter: { source: { kind: 'note', params: { id: 'n1' } } }, policy }, 'note-1'),
    );

  it('writes it at the try, records each try with its owner, and retries an alert email every minute for half an hour', async () => {
    const { writer, records } = recordingWriter();
    await queueNote('alert');
    const down = flakyServer([new MailError('ECONNREFUSED', false), new MailError('ECONNREFUSED', false)]);
    const send = (now: () => Date) => outboxSender({ outbox: outbox(), transport: down, writers: { note: writer }, logger, now });
    // The alert policy's own waits within the invocation are 10 and 30 seconds: the test gives none.
    await outboxSender({ outbox: outbox(), transport: down, writers: { note: writer }, logger, retryDelaysS: [] }).deliver('note-1');
    expect(records).toEqual([{ state: 'queued', attempts: 1, lastError: 'ECONNREFUSED' }]);
    expect(logger.info).toHaveBeenCalledWith('The note n1 waits for the next sweep', expect.objectContaining({ id: 'note-1' }));
    expect(await send(inMinutes(2)).sweep(10)).toBe(1);
    expect(records.at(-1)).toEqual({ state: 'queued', attempts: 2, lastError: 'ECONNREFUSED' });
    // The server is back.
    expect(await send(inMinutes(4)).sweep(10)).toBe(1);
    expect(records.at(-1)).toEqual({ state: 'sent', attempts: 3, at: expect.any(Date) });
    expect(down.sent).toEqual([MAIL]);
  });

  it('gives an alert email up half an hour after it was queued', async () => {
    const { writer, records } = recordingWriter();
    await queueNote('alert');
    const down = flakyServer([new MailError('ECONNREFUSED', false)]);
    await outboxSender({
      outbox: outbox(),
      transport: down,
      writers: { note: writer },
      logger,
      retryDelaysS: [],
      now: inMinutes(31),
    }).deliver('note-1');
    expect(records).toEqual([{ state: 'failed', attempts: 1, lastError: 'ECONNREFUSED' }]);
    expect(await stored('note-1')).toMatchObject({ state: 'failed' });
  });

  it('withdraws it when its owner no longer writes it, or no longer wants it recorded', async () => {
    const server = flakyServer();
    await queueNote();
    await outboxSender({
      outbox: outbox(),
      transport: server,
      writers: { note: recordingWriter({ compose: false, record: true }).writer },
      logger,
    }).deliver('note-1');
    expect(await stored('note-1')).toMatchObject({ state: 'withdrawn' });

    await t.deps.db.collection(MAIL_OUTBOX).doc('note-1').delete();
    await queueNote();
    const refused = recordingWriter({ compose: true, record: false });
    const down = flakyServer([new MailError('ECONNREFUSED', false)]);
    await outboxSender({ outbox: outbox(), transport: down, writers: { note: refused.writer }, logger, retryDelaysS: [0] }).deliver(
      'note-1',
    );
    expect(refused.records).toHaveLength(1);
    expect(await stored('note-1')).toMatchObject({ state: 'withdrawn', attempts: 1 });
    expect(server.sent).toEqual([]);
  });
});

describe("a lead's emails through the one sender, recorded on the lead", () => {
  const { leads } = t.repos;
  const delivery = async (id: string, mail: LeadMail = 'staffAlert') => (await leads.get(id))!.delivery?.[mail];
  const receivedBy = async (address: string) =>
    (await mailServer.received()).filter((email) => email.to.some((to) => to.address === address));
  const storedLead = async (fields: NewLead): Promise<Lead> => (await leads.get(await leads.create(fields)))!;
  const options = (
    url = mailServer.url,
    retryDelaysS = [0.2, 0.5, 1, 1, 1, 1, 1, 1, 1, 1],
    timeoutsMs: SmtpTimeouts = SMTP_TIMEOUTS_MS,
  ): Partial<MailSenderOptions> => ({
    transport: smtpTransport(url, 'Queen City Estates <no-reply@queencityestates.com>', timeoutsMs),
    logger,
    retryDelaysS,
  });
  /** What onMailQueued does: every queued email, once. */
  const sendQueued = (url?: string, retryDelaysS?: number[]) => t.sendQueuedMail(options(url, retryDelaysS));
  /** The sweep as retryQueuedMail runs it, as of `minutes` from now. */
  const sweep = (minutes: number, url?: string) => t.sender({ ...options(url, []), now: inMinutes(minutes) }).sweep(10);

  it('is tried again while the mail server is down, and arrives once it is back', async () => {
    await mailServer.stop();
    const lead = await storedLead(validPayloads.contact_form);
    const sending = sendQueued();

    await waitUntil('two failed tries', async () => ((await delivery(lead.id))?.attempts ?? 0) >= 2);
    expect(await delivery(lead.id)).toMatchObject({ state: 'queued' });
    expect((await delivery(lead.id))!.lastError).toMatch(/ECONNREFUSED/);
    await mailServer.start();
    await sending;

    expect((await receivedBy(STAFF)).map((email) => email.subject)).toEqual(['New lead: Morgan Blake (Contact form)']);
    expect((await receivedBy('morgan@example.com')).map((email) => email.subject)).toEqual(['We received your message']);
    expect(await delivery(lead.id)).toMatchObject({ state: 'sent', attempts: expect.any(Number) });
    expect((await delivery(lead.id))!.attempts).toBeGreaterThanOrEqual(3);
  });

  it('fails for good, with the reason, when the server refuses the address', async () => {
    const bouncing = await bouncingMailServer(2531);
    try {
      const lead = await storedLead(validPayloads.popup_lead_form);
      await sendQueued(bouncing.url);
      expect(await delivery(lead.id)).toEqual({
        state: 'failed',
        attempts: 1,
        lastError: expect.stringMatching(/^550 5\.1\.1 <leads@queencityestates\.com>: Recipient address rejected: User unknown/),
      });
      expect(await delivery(lead.id, 'visitorEmail')).toEqual({
        state: 'failed',
        attempts: 1,
        lastError: expect.stringMatching(/^550 5\.1\.1 <jordan@example\.com>: Recipient address rejected/),
      });
      expect(logger.error).toHaveBeenCalledWith(
        `The staffAlert for lead ${lead.id} failed`,
        expect.objectContaining({ event: 'mail.failed', attempts: 1 }),
      );
      expect((await leads.get(lead.id))!.activity.map((entry) => entry.type)).toEqual(['received', 'email_failed', 'email_failed']);
    } finally {
      await bouncing.close();
    }
  });

  it('is sent by the sweep should the trigger never have run, which logs how long it waited', async () => {
    const lead = await storedLead(validPayloads.contact_form);
    expect(await sweep(0)).toBe(0);
    expect(logger.info).not.toHaveBeenCalled();
    expect(await sweep(16)).toBe(2);
    expect(logger.info).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ event: 'queue.lag', queue: 'mailOutbox', oldestSeconds: expect.any(Number), due: 2 }),
    );
    const [[, lag]] = logger.info.mock.calls as [[string, { oldestSeconds: number }]];
    expect(lag.oldestSeconds).toBeGreaterThanOrEqual(16 * 60 - 5);
    expect((await receivedBy(STAFF)).map((email) => email.subject)).toEqual(['New lead: Morgan Blake (Contact form)']);
    expect(await delivery(lead.id)).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('waits for the sweep when the server stays down past its tries, and arrives with the sweep once it is back', async () => {
    await mailServer.stop();
    const lead = await storedLead(validPayloads.popup_lead_form);
    await sendQueued(mailServer.url, [0.1]);
    expect(await delivery(lead.id)).toEqual({ state: 'queued', attempts: 2, lastError: expect.stringMatching(/ECONNREFUSED/) });
    const retryAt = (await stored(`lead-${lead.id}-staffAlert`)).retryAt as Timestamp;
    expect(retryAt.toMillis()).toBeGreaterThan(Date.now() + 14 * MINUTE);
    // Not due yet; due once its time comes.
    expect(await sweep(1)).toBe(0);
    await mailServer.start();
    await mailServer.clear();
    expect(await sweep(16)).toBe(2);

    expect(await delivery(lead.id)).toEqual({ state: 'sent', attempts: 3, sentAt: expect.any(String) });
    expect(await delivery(lead.id, 'visitorEmail')).toMatchObject({ state: 'sent', attempts: 3 });
    expect((await receivedBy(STAFF)).map((email) => email.subject)).toEqual(['New lead: Jordan Lee (Market report popup)']);
    expect(await sweep(32)).toBe(0);
  });

  it('gives up on a server that takes the connection and never answers within its timeouts, and waits for the sweep', async () => {
    const silent = await silentMailServer(2532);
    try {
      const { body } = await postLead(t.app, validPayloads.contact_form).expect(201);
      // Two tries, each ended by the transport's greeting timeout (a second here, SMTP_TIMEOUTS_MS' 10 s in production) rather than nodemailer's minutes.
      await t.sender(options(silent.url, [0.1], { ...SMTP_TIMEOUTS_MS, greeting: 1_000 })).deliver(`lead-${body.id}-staffAlert`);
      expect(await delivery(body.id)).toEqual({
        state: 'queued',
        attempts: 2,
        lastError: expect.stringMatching(/Greeting never received/),
      });

      await sweep(16);
      expect(await delivery(body.id)).toEqual({ state: 'sent', attempts: 3, sentAt: expect.any(String) });
      expect((await receivedBy(STAFF)).map((email) => email.subject)).toEqual(['New lead: Morgan Blake (Contact form)']);
    } finally {
      await silent.close();
    }
  }, 120_000);

  it('gives up a day after the lead arrived, and says why', async () => {
    await mailServer.stop();
    const lead = await storedLead(validPayloads.popup_lead_form);
    for (const mail of ['staffAlert', 'visitorEmail'])
      await t.deps.db
        .collection(MAIL_OUTBOX)
        .doc(`lead-${lead.id}-${mail}`)
        .update({ queuedAt: Timestamp.fromMillis(Date.now() - 25 * 60 * MINUTE) });
    await sendQueued(mailServer.url, [0.1, 0.1]);
    expect(await delivery(lead.id)).toEqual({ state: 'failed', attempts: 3, lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(await delivery(lead.id, 'visitorEmail')).toEqual({
      state: 'failed',
      attempts: 3,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
  });

  it("gives an assignee's email its day from the assignment, and the sweep sends it should its trigger never have run", async () => {
    const agent: User = await t.createUser({ username: 'riley', name: 'Riley Quinn', role: 'agent' });
    await mailServer.stop();
    const lead = await storedLead(validPayloads.popup_lead_form);
    // A lead of yesterday, its emails long sent, assigned now.
    await t.deps.db
      .collection('leads')
      .doc(lead.id)
      .update({ createdAt: Timestamp.fromMillis(Date.now() - 25 * 60 * MINUTE) });
    for (const mail of ['staffAlert', 'visitorEmail'])
      await t.deps.db.collection(MAIL_OUTBOX).doc(`lead-${lead.id}-${mail}`).update({ state: 'sent' });
    await leads.change(lead.id, () => ({ ownerId: agent.id, notifyOwner: true, activity: [] }));
    const { queuedAt } = (await delivery(lead.id, 'assignment'))!;

    expect(await sweep(16)).toBe(1);
    expect(await delivery(lead.id, 'assignment')).toEqual({
      state: 'queued',
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
      queuedAt,
    });

    await mailServer.start();
    await mailServer.clear();
    expect(await sweep(32)).toBe(1);
    expect((await receivedBy('riley@queencityestates.com')).map((email) => email.subject)).toEqual([
      'Lead assigned to you: Jordan Lee (Market report popup)',
    ]);
    expect(await delivery(lead.id, 'assignment')).toMatchObject({ state: 'sent', attempts: 2, queuedAt });
  });

  it('sends nothing for a lead deleted since its emails were queued', async () => {
    const lead = await storedLead(validPayloads.contact_form);
    await leads.remove(lead.id);
    await sendQueued();
    expect(await mailServer.received()).toEqual([]);
    expect((await stored(`lead-${lead.id}-staffAlert`)).state).toBe('withdrawn');
  });
});
