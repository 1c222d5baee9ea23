import type { QueuedLetter } from './mlsSourceRepository';

/** The mail outbox's source kind of the admins' lag email, which mlsLagMailWriter writes. */
export const MLS_LAG_MAIL_SOURCE = 'mlsLag';

/** Which lag email an outbox entry is: the source's, of the alert recorded at `alertedAt` (ISO 8601). */
export interface MlsLagLetterParams {
  sourceId: string;
  alertedAt: string;
}

/**
 * The admins' email that a source lags, as the run's last write (which records `lagAlertedAt`)
 * queues it: written when it is sent. Its key makes each alert one entry.
 */
export function mlsLagLetter({ sourceId, alertedAt }: MlsLagLetterParams): QueuedLetter {
  return {
    key: `mls-lag-${sourceId}-${Date.parse(alertedAt)}`,
    entry: { letter: { source: { kind: MLS_LAG_MAIL_SOURCE, params: { sourceId, alertedAt } } } },
  };
}

/** The params of a queued lag email, as its writer reads them. */
export const mlsLagLetterParams = (params: Record<string, string | string[]>) => params as unknown as MlsLagLetterParams;
