import type { LeadMail } from '@estate/domain';
import type { OutboxEntry } from '../../platform';

/** The mail outbox's source kind of a lead's emails, which leadMailWriter writes. */
export const LEAD_MAIL_SOURCE = 'leadMail';

/** Which of a lead's emails an outbox entry is: an assignee's names the assignment that queued it (ISO 8601). */
export interface LeadLetterParams {
  leadId: string;
  mail: LeadMail;
  queuedAt?: string;
}

/**
 * One of a lead's emails as the transaction that queues it (storing the lead, or assigning it)
 * hands it to the outbox: written when it is sent, its retries counted from `since` (the lead's
 * arrival, or the assignment). Its key makes each lead's email, and each assignment's, one entry.
 */
export function leadLetter({ leadId, mail, queuedAt }: LeadLetterParams, since: Date): { key: string; entry: OutboxEntry } {
  const params = { leadId, mail, ...(queuedAt ? { queuedAt } : {}) };
  return {
    key: `lead-${leadId}-${mail}${queuedAt ? `-${Date.parse(queuedAt)}` : ''}`,
    entry: { letter: { source: { kind: LEAD_MAIL_SOURCE, params } }, queuedAt: since },
  };
}
