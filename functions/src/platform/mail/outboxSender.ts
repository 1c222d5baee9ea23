import { BACKGROUND_QUEUES, LEAD_MAIL_GIVE_UP_HOURS, LEAD_MAIL_RETRY_DELAYS_S, LEAD_MAIL_SWEEP_MINUTES, LOG_EVENTS } from '@estate/domain';
import type { ErrorLogger } from '../http/errors';
import { logQueueLag } from '../queueLag';
import type { MailOutbox } from './mailOutbox';
import { MailError, type MailTransport } from './mailTransport';

export interface OutboxSenderDeps {
  outbox: MailOutbox;
  transport: MailTransport;
  logger: ErrorLogger & { info(message: string, details: Record<string, unknown>): void };
  /** Seconds to wait before each further try within one invocation (tests shorten them). */
  retryDelaysS?: readonly number[];
  now?: () => Date;
}

const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * Sends queued emails as the lead emails are sent (leads/mail/leadMailer.ts): tried again after
 * each of `retryDelaysS` while the server cannot be reached, then by the sweep for a day; a
 * refusal (5xx) is final. An email already sent or failed is left alone: a repeated trigger sends nothing twice.
 */
export function outboxSender({
  outbox,
  transport,
  logger,
  retryDelaysS = LEAD_MAIL_RETRY_DELAYS_S,
  now = () => new Date(),
}: OutboxSenderDeps) {
  async function deliver(id: string): Promise<void> {
    const queued = await outbox.get(id);
    if (queued?.state !== 'queued') return;
    const giveUpAt = Date.parse(queued.queuedAt) + LEAD_MAIL_GIVE_UP_HOURS * 60 * 60 * 1000;
    let attempts = queued.attempts;
    for (let tries = 0; ; tries += 1) {
      attempts += 1;
      try {
        await transport.send(queued.mail);
        await outbox.record(id, { state: 'sent', attempts });
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const permanent = error instanceof MailError && error.permanent;
        const delay = retryDelaysS[tries];
        const later = !permanent && delay === undefined && now().getTime() < giveUpAt;
        if (permanent || (delay === undefined && !later)) {
          await outbox.record(id, { state: 'failed', attempts, lastError: reason });
          logger.error(`The queued email ${id} failed`, { event: LOG_EVENTS.mailFailed, id, attempts, reason });
          return;
        }
        if (later) {
          await outbox.record(id, {
            state: 'queued',
            attempts,
            lastError: reason,
            retryAt: new Date(now().getTime() + LEAD_MAIL_SWEEP_MINUTES * 60_000),
          });
          logger.info(`The queued email ${id} waits for the next sweep`, { id, attempts, reason });
          return;
        }
        await wait(delay!);
      }
    }
  }

  return {
    deliver,
    /**
     * The sweep: every queued email whose retry time has come, at most `limit`, after logging how
     * long the oldest has waited; answers how many were tried.
     */
    async sweep(limit: number): Promise<number> {
      const at = now();
      const due = await outbox.due(at, limit);
      logQueueLag(
        logger,
        BACKGROUND_QUEUES.mailOutbox,
        due.map((mail) => mail.queuedAt),
        at,
      );
      for (const { id } of due) await deliver(id);
      return due.length;
    },
  };
}

export type OutboxSender = ReturnType<typeof outboxSender>;
