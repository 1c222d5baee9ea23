import type { Lead, User } from '@estate/domain';
import { leadDetailsMail } from './leadDetailsMail';
import type { OutgoingMail } from '../../platform';

/** Tells the staff member a lead was assigned to that it is theirs, with the lead and a link to it. */
export function assignmentMail(lead: Lead, assignee: Pick<User, 'name' | 'email'>, siteOrigin: string): OutgoingMail {
  return leadDetailsMail(
    lead,
    {
      to: [assignee.email],
      subjectStart: 'Lead assigned to you',
      intro: `Hello ${assignee.name}, this lead is now yours: please get in touch with ${lead.name} soon.`,
    },
    siteOrigin,
  );
}
