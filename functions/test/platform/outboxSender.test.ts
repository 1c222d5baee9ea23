import { firestoreMailOutbox, MAIL_OUTBOX, MailError, outboxSender, type OutgoingMail } from '../../src/platform';
import { testApp } from '../support/testApp';

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const MAIL: OutgoingMail = { to: ['agent@queencityestates.com'], subject: 'Interest in a home', text: 'text', html: '<p>html</p>' };
const logger = { error: jest.fn(), info: jest.fn() };

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

const stored = async (id: string) => (await t.deps.db.collection(MAIL_OUTBOX).doc(id).get()).data()!;

describe('the mail outbox', () => {
  it('queues an email once per key, and the sender sends it once however often it is asked', async () => {
    const outbox = firestoreMailOutbox(t.deps.db);
    expect(await outbox.queue(MAIL, 'interest-1')).toBe(true);
    expect(await outbox.queue(MAIL, 'interest-1')).toBe(false);
    const server = flakyServer();
    const sender = outboxSender({ outbox, transport: server, logger, retryDelaysS: [] });
    await sender.deliver('interest-1');
    await sender.deliver('interest-1');
    expect(server.sent).toEqual([MAIL]);
    expect(await stored('interest-1')).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('tries again while the server cannot be reached, and gives up at once on a refusal', async () => {
    const outbox = firestoreMailOutbox(t.deps.db);
    await outbox.queue(MAIL, 'flaky');
    await outboxSender({ outbox, transport: flakyServer([new MailError('ECONNREFUSED', false)]), logger, retryDelaysS: [0] }).deliver(
      'flaky',
    );
    expect(await stored('flaky')).toMatchObject({ state: 'sent', attempts: 2 });

    await outbox.queue(MAIL, 'refused');
    const refusing = flakyServer([new MailError('550 no such mailbox', true)]);
    await outboxSender({ outbox, transport: refusing, logger, retryDelaysS: [0] }).deliver('refused');
    expect(await stored('refused')).toMatchObject({ state: 'failed', attempts: 1, lastError: '550 no such mailbox' });
    expect(refusing.sent).toEqual([]);
  });

  it('leaves an email the invocation could not send to the sweep, which sends it when its time comes', async () => {
    const outbox = firestoreMailOutbox(t.deps.db);
    await outbox.queue(MAIL, 'later');
    await outboxSender({ outbox, transport: flakyServer([new MailError('ETIMEDOUT', false)]), logger, retryDelaysS: [] }).deliver('later');
    expect(await stored('later')).toMatchObject({ state: 'queued', attempts: 1, lastError: 'ETIMEDOUT' });

    const server = flakyServer();
    const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);
    expect(await outboxSender({ outbox, transport: server, logger, retryDelaysS: [] }).sweep(10)).toBe(0);
    expect(await outboxSender({ outbox, transport: server, logger, retryDelaysS: [], now: inAnHour }).sweep(10)).toBe(1);
    expect(server.sent).toEqual([MAIL]);
  });
});
