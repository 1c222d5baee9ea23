/**
 * The `event` field of the functions' log lines that Cloud Monitoring's alert policies match
 * (monitoring/): renaming one here renames it on both sides, and a test there keeps them in step.
 */
export const LOG_EVENTS = {
  /** An email given up for good: refused by the mail server, or still unsent when its retries ran out. */
  mailFailed: 'mail.failed',
  /** A sweep's measure of its queue: how long its oldest waiting item has waited. */
  queueLag: 'queue.lag',
  /** The daily check found the audit log's hash chain broken (an entry edited, removed or reordered). */
  auditChainBroken: 'audit.chainBroken',
} as const;

/** The queues whose sweep logs its lag (LOG_EVENTS.queueLag), by the `queue` field: the mail outbox's emails by retry policy. */
export const BACKGROUND_QUEUES = {
  /** mailOutbox: the lead emails and every email a request or schedule queued, sent by onMailQueued, then by retryQueuedMail. */
  mailOutbox: 'mailOutbox',
  /** mailOutbox's saved-search alerts and digests, retried every minute by the same sweep. */
  alertMail: 'alertMail',
} as const;

export type BackgroundQueue = (typeof BACKGROUND_QUEUES)[keyof typeof BACKGROUND_QUEUES];
