import {
  BACKGROUND_QUEUES,
  type BackgroundQueue,
  LEAD_MAIL_GIVE_UP_HOURS,
  LEAD_MAIL_RETRY_DELAYS_S,
  LEAD_MAIL_SWEEP_MINUTES,
} from '@estate/domain';

/** How an email is tried again when the mail server cannot be reached; a refusal (5xx) is final under either. */
export interface MailRetryPolicy {
  /** Seconds to wait before each further try within the invocation that sends it. */
  delaysS: readonly number[];
  /** Then the sweep tries it again this often... */
  againAfterMinutes: number;
  /** ...until this long after it was queued, when it is given up. */
  giveUpAfterMinutes: number;
  /** The queue the sweep reports its lag under (monitoring/alertPolicies/queueLag.json). */
  queue: BackgroundQueue;
}

/**
 * The two ways the one sender retries (docs/product/emails.md#emails): `standard` for the lead
 * emails and every email a request or a schedule queues, `alert` for saved-search alerts and digests,
 * whose news is stale in half an hour.
 */
export const MAIL_RETRY_POLICIES = {
  standard: {
    delaysS: LEAD_MAIL_RETRY_DELAYS_S,
    againAfterMinutes: LEAD_MAIL_SWEEP_MINUTES,
    giveUpAfterMinutes: LEAD_MAIL_GIVE_UP_HOURS * 60,
    queue: BACKGROUND_QUEUES.mailOutbox,
  },
  alert: { delaysS: [10, 30], againAfterMinutes: 1, giveUpAfterMinutes: 30, queue: BACKGROUND_QUEUES.alertMail },
} as const satisfies Record<string, MailRetryPolicy>;

export type MailRetryPolicyName = keyof typeof MAIL_RETRY_POLICIES;

/**
 * How long a sender holds the email it is trying (no other sender takes it meanwhile): longer than
 * the 540 seconds the functions that send may run, so an invocation that died frees it for the sweep.
 */
export const MAIL_LEASE_MINUTES = 10;
