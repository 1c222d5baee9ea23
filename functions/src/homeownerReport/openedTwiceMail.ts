import { HOMEOWNER_REPORT_TEXTS as TEXTS, type Lead } from '@estate/domain';
import { leadDetailsMail } from '../leads';
import type { OutgoingMail } from '../platform';

/** The owner opened the report twice in a week: to the lead's owner, else to those new-lead alerts go to, with the lead. */
export const openedTwiceMail = (lead: Lead, to: string[], siteOrigin: string): OutgoingMail =>
  leadDetailsMail(lead, { to, subjectStart: TEXTS.openedTwiceSubject, intro: TEXTS.openedTwiceIntro(lead.name) }, siteOrigin);
