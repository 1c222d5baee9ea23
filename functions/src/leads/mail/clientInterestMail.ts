import { INTEREST_VIEWS, INTEREST_WINDOW_DAYS, type InterestReason, type Lead, type Property } from '@estate/domain';
import type { OutgoingMail } from '../../platform';
import { leadDetailsMail } from './leadDetailsMail';

const WHAT_THEY_DID: Record<InterestReason, string> = {
  viewed: `viewed it ${INTEREST_VIEWS} times in ${INTEREST_WINDOW_DAYS} days`,
  favourited: 'saved it to their favourites',
};

/** Tells the person's agent (or the lead alert recipients) that a client is showing interest in a home, with the lead. */
export function clientInterestMail(lead: Lead, listing: Property, reason: InterestReason, to: string[], siteOrigin: string): OutgoingMail {
  const page = `${siteOrigin}/properties/${encodeURIComponent(listing.id)}`;
  return leadDetailsMail(
    lead,
    {
      to,
      subjectStart: `Interest in ${listing.title}`,
      intro: `${lead.email} ${WHAT_THEY_DID[reason]}: ${listing.title} (${page}). They agreed to share what they view with their agent.`,
    },
    siteOrigin,
  );
}
