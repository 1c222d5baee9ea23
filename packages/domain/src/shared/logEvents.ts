/**
 * The `event` field of the functions' log lines that Cloud Monitoring's alert policies match
 * (monitoring/): renaming one here renames it on both sides, and a test there keeps them in step.
 */
export const LOG_EVENTS = {
  /** An email given up for good: refused by the mail server, or still unsent when its retries ran out. */
  mailFailed: 'mail.failed',
  /** A sweep's measure of its queue: how long its oldest waiting item has waited. */
  queueLag: 'queue.lag',
} as const;

/** The background queues whose sweeps log their lag (LOG_EVENTS.queueLag), by the `queue` field. */
export const BACKGROUND_QUEUES = {
  /** mailOutbox: emails a request queued, sent by onMailQueued, then by retryQueuedMail. */
  mailOutbox: 'mailOutbox',
  /** The leads' emails still unsent after their trigger, retried by retryLeadMail. */
  leadMail: 'leadMail',
  /** Instant alerts a listing's trigger could not send, sent by sendInstantAlerts. */
  instantAlerts: 'instantAlerts',
} as const;

export type BackgroundQueue = (typeof BACKGROUND_QUEUES)[keyof typeof BACKGROUND_QUEUES];
