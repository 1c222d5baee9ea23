import { LOG_EVENTS } from '@estate/domain';
import type { ErrorLogger } from '../http/errors';
import { logQueueLag } from '../queueLag';
import type { MailOutbox, MailSource, QueuedMail } from './mailOutbox';
import { MAIL_LEASE_MINUTES, MAIL_RETRY_POLICIES } from './mailRetry';
import { MailError, type MailTransport, type OutgoingMail } from './mailTransport';

/** Where an email stands after one try, as its writer records it. */
export type MailOutcome =
  | { state: 'sent'; attempts: number; at: Date }
  /** The try failed and another will come (within the invocation, or from the sweep). */
  | { state: 'queued'; attempts: number; lastError: string }
  | { state: 'failed'; attempts: number; lastError: string };

/**
 * The owner of the emails of one source kind (a lead's emails, a client's alerts): writes each when
 * it is sent, from what the owner holds then, and records each try where the owner shows it.
 */
export interface MailWriter {
  /** The email as it should go now; undefined when nobody is to get it any more (it is withdrawn). */
  compose(params: MailSource['params']): Promise<OutgoingMail | undefined>;
  /** Records a try; false when the owner no longer wants it (gone, or queued anew since): the sender stops. */
  record(params: MailSource['params'], outcome: MailOutcome): Promise<boolean>;
  /** The email in a log line: "The staffAlert for lead abc". */
  describe(params: MailSource['params']): string;
}

/** The writers by source kind, as the composition root registers them. */
export type MailWriters = Readonly<Record<string, MailWriter>>;

export interface OutboxSenderDeps {
  outbox: MailOutbox;
  transport: MailTransport;
  writers: MailWriters;
  logger: ErrorLogger & { info(message: string, details: Record<string, unknown>): void };
  /** Seconds to wait before each further try within one invocation, for every policy (tests shorten them). */
  retryDelaysS?: readonly number[];
  now?: () => Date;
}

const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/**
 * The one sender of the site's emails (docs/architecture.md#request-paths). Each try of a queued
 * email: write it (a source's writer composes it then), send it, classify a failure (a refusal,
 * SMTP 5xx, is permanent; anything else temporary), record the outcome (on the outbox, and where
 * its owner shows it), and back off: after each of its policy's delays within the invocation, then
 * at the sweep until the policy gives it up. An email is held by one sender at a time, and one
 * already sent, failed or withdrawn is left alone: a repeated trigger sends nothing twice.
 */
export function outboxSender({ outbox, transport, writers, logger, retryDelaysS, now = () => new Date() }: OutboxSenderDeps) {
  const writerOf = (queued: QueuedMail) => {
    if (!('source' in queued.letter)) return undefined;
    const writer = writers[queued.letter.source.kind];
    if (!writer) throw new Error(`No mail writer for "${queued.letter.source.kind}" (queued email ${queued.id})`);
    return { writer, params: queued.letter.source.params };
  };

  async function deliver(id: string, delaysS?: readonly number[]): Promise<void> {
    const claimedAt = now();
    const queued = await outbox.claim(id, claimedAt, minutesAfter(claimedAt, MAIL_LEASE_MINUTES));
    if (!queued) return;
    const policy = MAIL_RETRY_POLICIES[queued.policy];
    const delays = delaysS ?? retryDelaysS ?? policy.delaysS;
    const source = writerOf(queued);
    const named = source ? source.writer.describe(source.params) : `The queued email ${id}`;
    const details = { ...source?.params, id };
    let attempts = queued.attempts;

    const message = 'mail' in queued.letter ? queued.letter.mail : await source!.writer.compose(source!.params);
    if (!message) {
      await outbox.record(id, { state: 'withdrawn', attempts });
      return;
    }
    const giveUpAt = minutesAfter(new Date(queued.queuedAt), policy.giveUpAfterMinutes).getTime();
    for (let tries = 0; ; tries += 1) {
      attempts += 1;
      let outcome: MailOutcome;
      const delay = delays[tries];
      try {
        await transport.send(message);
        outcome = { state: 'sent', attempts, at: now() };
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error);
        const permanent = error instanceof MailError && error.permanent;
        const final = permanent || (delay === undefined && now().getTime() >= giveUpAt);
        outcome = { state: final ? 'failed' : 'queued', attempts, lastError };
      }
      if (source && !(await source.writer.record(source.params, outcome))) {
        await outbox.record(id, { state: 'withdrawn', attempts });
        return;
      }
      if (outcome.state === 'sent') {
        await outbox.record(id, { state: 'sent', attempts });
        return;
      }
      const reason = outcome.lastError;
      if (outcome.state === 'failed') {
        await outbox.record(id, { state: 'failed', attempts, lastError: reason });
        logger.error(`${named} failed`, { event: LOG_EVENTS.mailFailed, ...details, attempts, reason });
        return;
      }
      if (delay === undefined) {
        await outbox.record(id, { state: 'queued', attempts, lastError: reason, retryAt: minutesAfter(now(), policy.againAfterMinutes) });
        logger.info(`${named} waits for the next sweep`, { ...details, attempts, reason });
        return;
      }
      logger.info(`${named} will be tried again in ${delay} s`, { ...details, attempts, reason });
      await wait(delay);
    }
  }

  return {
    /** Sends the queued email `id` (its trigger, onMailQueued), with its policy's tries. */
    deliver: (id: string) => deliver(id),

    /**
     * The sweep (retryQueuedMail): one more try of every queued email whose retry time has come, at
     * most `limit`, side by side, after logging how long the oldest of each queue has waited;
     * answers how many were due.
     */
    async sweep(limit: number): Promise<number> {
      const at = now();
      const due = await outbox.due(at, limit);
      for (const { queue } of new Set(Object.values(MAIL_RETRY_POLICIES))) {
        const waiting = due.filter((mail) => MAIL_RETRY_POLICIES[mail.policy].queue === queue).map((mail) => mail.queuedAt);
        logQueueLag(logger, queue, waiting, at);
      }
      await Promise.all(due.map(({ id }) => deliver(id, [])));
      return due.length;
    },
  };
}

export type OutboxSender = ReturnType<typeof outboxSender>;
