import { createHash } from 'node:crypto';
import type { SendingFrequency } from '@estate/domain';
import type { OutboxEntry } from '../platform';
import type { StoredAlert } from './alertRepository';

/** The mail outbox's source kind of alert emails, which alertMailWriter writes. */
export const ALERT_MAIL_SOURCE = 'alertMail';

/** Which alerts an outbox entry sends, and as which email (instant, or a digest). */
export interface AlertLetterParams {
  ids: string[];
  frequency: SendingFrequency;
}

/** Alerts by client and search (a favourite's by client): one email each. */
export function byEmail<Alert extends Pick<StoredAlert, 'uid' | 'searchId'>>(alerts: Alert[]): Alert[][] {
  const groups = new Map<string, Alert[]>();
  for (const alert of alerts) {
    const key = `${alert.uid}/${alert.searchId ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), alert]);
  }
  return [...groups.values()];
}

/**
 * One email's alerts as the transaction that takes them (recording an instant alert, or a
 * digest's claim) hands them to the outbox, written when it is sent. The key is their ids and
 * when they were taken: each taking queues one email.
 */
export function alertLetter(ids: string[], frequency: SendingFrequency, takenAt: Date): { key: string; entry: OutboxEntry } {
  const hash = createHash('sha256')
    .update([...ids].sort().join('\n'))
    .update(`\n${takenAt.toISOString()}`)
    .digest('hex')
    .slice(0, 32);
  const params: AlertLetterParams = { ids, frequency };
  return {
    key: `alerts-${hash}`,
    entry: { letter: { source: { kind: ALERT_MAIL_SOURCE, params: { ...params } } }, policy: 'alert', queuedAt: takenAt },
  };
}
