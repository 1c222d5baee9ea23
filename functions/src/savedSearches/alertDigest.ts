import { agencyWeekday, WEEKLY_DIGEST_DAY, type SendingFrequency } from '@estate/domain';
import type { AlertDelivery } from './alertDelivery';

/** The digests that leave at 7:00 on `now`'s day in Cincinnati: the daily ones, and the weekly ones on Mondays. */
export const digestFrequencies = (now: Date): SendingFrequency[] =>
  agencyWeekday(now) === WEEKLY_DIGEST_DAY ? ['daily', 'weekly'] : ['daily'];

/** Alerts read per query of a digest run, or of the sweep: a digest's backlog drains in pages. */
export const ALERT_PAGE = 200;

/** The digests of `frequencies`, one after the other; answers the emails sent of each. */
export async function sendDigests(delivery: Pick<AlertDelivery, 'sendDue'>, frequencies: readonly SendingFrequency[]) {
  const sent: Partial<Record<SendingFrequency, number>> = {};
  for (const frequency of frequencies) sent[frequency] = await delivery.sendDue(frequency, ALERT_PAGE);
  return sent;
}
