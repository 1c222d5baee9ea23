import { LEAD_MAIL_LABELS, leadSourceLabel, type Lead, type LeadActivity } from '@estate/domain';

/** One timeline entry in a sentence; `nameOf` names a staff account by its id. */
export function leadActivityText(entry: LeadActivity, lead: Pick<Lead, 'source'>, nameOf: (id: string) => string): string {
  const who = entry.actorName ?? 'Someone';
  const mail = entry.mail ? LEAD_MAIL_LABELS[entry.mail] : 'An email';
  switch (entry.type) {
    case 'received':
      return `Received from the ${leadSourceLabel(lead.source)}`;
    case 'email_sent':
      return `${mail} sent`;
    case 'email_failed':
      return `${mail} failed: ${entry.detail ?? 'no reason given'}`;
    case 'status_changed':
      return `${who} changed the status from ${entry.from ?? 'New'} to ${entry.to ?? 'New'}`;
    case 'owner_changed':
      return entry.to
        ? `${who} assigned the lead to ${nameOf(entry.to)}`
        : `${who} took the lead from ${entry.from ? nameOf(entry.from) : 'its owner'}`;
    case 'note_added':
      return `${who} added a note: “${entry.detail ?? ''}”`;
    case 'showing':
      return `Showing: ${entry.detail ?? ''}`;
    case 'open_house':
      return `Open house: ${entry.detail ?? ''}`;
    case 'feedback':
      return `Feedback: ${entry.detail ?? ''}`;
    case 'valuation':
      return `Home valuation: ${entry.detail ?? ''}`;
    case 'cma':
      return entry.detail ?? 'CMA';
  }
}
