import type { Lead, MlsAttribution } from '@estate/domain';
import { leadDetailsMail } from './leadDetailsMail';
import type { OutgoingMail } from '../../platform';

/** The agency's alert for a new lead, to the recipients an admin set (or the default ones); one about an MLS listing says whose it is. */
export function staffAlertMail(lead: Lead, recipients: string[], siteOrigin: string, mls?: MlsAttribution): OutgoingMail {
  return leadDetailsMail(lead, { to: recipients, subjectStart: 'New lead', ...(mls ? { mls } : {}) }, siteOrigin);
}
