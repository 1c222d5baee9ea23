import type { Lead } from '@estate/domain';
import type { OutgoingMail } from '../../platform';
import { leadDetailsMail } from './leadDetailsMail';

export const AGENT_OPINION_SUBJECT = 'Agent’s opinion asked';

/** A home valuation's owner asked for an agent's opinion: to the lead's owner, else to those new-lead alerts go to, with the lead. */
export function agentOpinionMail(lead: Lead, to: string[], siteOrigin: string): OutgoingMail {
  return leadDetailsMail(
    lead,
    {
      to,
      subjectStart: AGENT_OPINION_SUBJECT,
      intro: `${lead.name} asked for an agent’s opinion of their home’s value: please get in touch with them soon.`,
    },
    siteOrigin,
  );
}
