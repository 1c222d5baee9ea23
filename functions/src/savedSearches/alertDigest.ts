import { agencyWeekday, WEEKLY_DIGEST_DAY, type SendingFrequency } from '@estate/domain';
import { byEmail } from './alertLetter';
import type { AlertRepository } from './alertRepository';

/** The digests that leave at 7:00 on `now`'s day in Cincinnati: the daily ones, and the weekly ones on Mondays. */
export const digestFrequencies = (now: Date): SendingFrequency[] =>
  agencyWeekday(now) === WEEKLY_DIGEST_DAY ? ['daily', 'weekly'] : ['daily'];

/** Alerts read per query of a digest run: a digest's backlog drains in pages. */
const ALERT_PAGE = 200;

/**
 * How long a digest's alerts stay held once their email is queued: past the outbox's retries of
 * alert emails (half an hour), after which the email's writer has settled them.
 */
const QUEUED_DIGEST_HOLD_MS = 24 * 60 * 60 * 1000;

/**
 * The digests of `frequencies`, one after the other: every pending alert of each that is due,
 * `ALERT_PAGE` at a time until none is left, taken one email's alerts at a time (so a concurrent
 * run takes whole emails too) and queued in the mail outbox. Answers the emails queued of each.
 */
export async function queueDigests(
  alerts: Pick<AlertRepository, 'due' | 'claim'>,
  frequencies: readonly SendingFrequency[],
  now = new Date(),
): Promise<Partial<Record<SendingFrequency, number>>> {
  const queued: Partial<Record<SendingFrequency, number>> = {};
  const until = new Date(now.getTime() + QUEUED_DIGEST_HOLD_MS);
  for (const frequency of frequencies) {
    queued[frequency] = 0;
    for (;;) {
      const due = await alerts.due(frequency, now, ALERT_PAGE);
      if (due.length === 0) break;
      for (const email of byEmail(due)) {
        const taken = await alerts.claim(
          email.map((alert) => alert.id),
          frequency,
          now,
          until,
        );
        if (taken.length > 0) queued[frequency] += 1;
      }
    }
  }
  return queued;
}
