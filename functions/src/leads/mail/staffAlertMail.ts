import type { Lead } from '@estate/domain';
import { leadDetailsMail } from './leadDetailsMail';
import type { OutgoingMail } from '../../platform';

/** The agency's alert for a new lead, to the recipients an admin set (or the default ones). */
export function staffAlertMail(lead: Lead, recipients: string[], siteOrigin: string): OutgoingMail {
  return leadDetailsMail(lead, { to: recipients, subjectStart: 'New lead' }, siteOrigin);
}
