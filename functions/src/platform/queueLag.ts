import { LOG_EVENTS, type BackgroundQueue } from '@estate/domain';

export interface InfoLogger {
  info(message: string, details: Record<string, unknown>): void;
}

/**
 * A sweep's log line for the queue-lag alert (monitoring/): how long the oldest of the items it
 * found due has waited since it was queued (ISO 8601 in `waitingSince`). Nothing when none is due,
 * so an idle queue writes no line every minute.
 */
export function logQueueLag(logger: InfoLogger, queue: BackgroundQueue, waitingSince: readonly string[], now: Date): void {
  const times = waitingSince.map(Date.parse).filter(Number.isFinite);
  if (times.length === 0) return;
  const oldestSeconds = Math.max(0, Math.round((now.getTime() - Math.min(...times)) / 1000));
  logger.info(`The oldest of ${times.length} due in ${queue} has waited ${oldestSeconds} s`, {
    event: LOG_EVENTS.queueLag,
    queue,
    oldestSeconds,
    due: times.length,
  });
}
