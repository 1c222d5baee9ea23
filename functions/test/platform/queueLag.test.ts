import { BACKGROUND_QUEUES, LOG_EVENTS } from '@estate/domain';
import { logQueueLag, MailError, type MailOutbox, outboxSender, type QueuedMail } from '../../src/platform';

const NOW = new Date('2026-03-02T12:00:00.000Z');
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

describe('logQueueLag', () => {
  it('logs how long the oldest due item has waited, for the queue-lag alert', () => {
    const logger = { info: jest.fn() };
    logQueueLag(logger, BACKGROUND_QUEUES.alertMail, [minutesBefore(20), minutesBefore(95), minutesBefore(30)], NOW);
    expect(logger.info).toHaveBeenCalledWith(expect.stringContaining('5700 s'), {
      event: LOG_EVENTS.queueLag,
      queue: 'alertMail',
      oldestSeconds: 95 * 60,
      due: 3,
    });
  });

  it('writes nothing when nothing is due', () => {
    const logger = { info: jest.fn() };
    logQueueLag(logger, BACKGROUND_QUEUES.mailOutbox, [], NOW);
    logQueueLag(logger, BACKGROUND_QUEUES.mailOutbox, [''], NOW);
    expect(logger.info).not.toHaveBeenCalled();
  });
});

/** The outbox in memory: what the sweep reads and the sender records. */
function memoryOutbox(mails: QueuedMail[]): MailOutbox {
  return {
    queue: async () => true,
    queueIn: () => undefined,
    get: async (id) => mails.find((mail) => mail.id === id),
    claim: async (id) => mails.find((mail) => mail.id === id && mail.state === 'queued'),
    async record(id, { state, attempts }) {
      Object.assign(
        mails.find((mail) => mail.id === id)!,
        { state, attempts },
      );
    },
    due: async () => mails.filter((mail) => mail.state === 'queued').map(({ id, queuedAt, policy }) => ({ id, queuedAt, policy })),
  };
}

const queued = (id: string, queuedAt: string, policy: QueuedMail['policy'] = 'standard'): QueuedMail => ({
  id,
  queuedAt,
  policy,
  state: 'queued',
  attempts: 1,
  letter: { mail: { to: ['agent@queencityestates.com'], subject: 'Interest', text: 'text', html: '<p>html</p>' } },
});

describe("the mail outbox's sweep", () => {
  it('logs the lag of each queue before sending, and tags an email given up with the mail.failed event', async () => {
    const logger = { info: jest.fn(), error: jest.fn() };
    const refusing = { send: jest.fn().mockRejectedValue(new MailError('550 no such mailbox', true)), verify: async () => undefined };
    const sender = outboxSender({
      outbox: memoryOutbox([
        queued('old', minutesBefore(70)),
        queued('new', minutesBefore(16)),
        queued('alert', minutesBefore(5), 'alert'),
      ]),
      transport: refusing,
      writers: {},
      logger,
      now: () => NOW,
    });
    expect(await sender.sweep(10)).toBe(3);
    expect(logger.info).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ event: 'queue.lag', queue: 'mailOutbox', oldestSeconds: 4200, due: 2 }),
    );
    expect(logger.info).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ event: 'queue.lag', queue: 'alertMail', oldestSeconds: 300, due: 1 }),
    );
    expect(logger.error).toHaveBeenCalledWith('The queued email old failed', expect.objectContaining({ event: 'mail.failed', id: 'old' }));
  });
});
