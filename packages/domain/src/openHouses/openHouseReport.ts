import type { FeedbackAnswer } from '../visitFeedback/visitFeedback';
import type { OpenHouseAttendee, OpenHouseReport, Rsvp } from './openHouse';

/**
 * docs/product/open-houses.md#open-houses: the report's figures. Every lead an RSVP or a check-in of this
 * open house names was made by it (their keys are the open house's), except the leads it invited,
 * which were there before: the new leads are the others, each counted once. The average rating
 * has one decimal.
 */
export function reportFigures(
  rsvps: readonly Pick<Rsvp, 'status' | 'partySize' | 'attendedAt' | 'leadId'>[],
  attendees: readonly Pick<OpenHouseAttendee, 'leadId'>[],
  answers: readonly FeedbackAnswer[],
  invitedLeads: ReadonlySet<string> = new Set(),
): Omit<OpenHouseReport, 'openHouse'> {
  const count = (status: Rsvp['status']) => rsvps.filter((rsvp) => rsvp.status === status).length;
  const going = rsvps.filter((rsvp) => rsvp.status === 'going');
  const leads = new Set([...rsvps.flatMap((rsvp) => (rsvp.leadId ? [rsvp.leadId] : [])), ...attendees.map((attendee) => attendee.leadId)]);
  for (const invited of invitedLeads) leads.delete(invited);
  const total = answers.reduce((sum, answer) => sum + answer.rating, 0);
  return {
    rsvps: {
      going: going.length,
      waitlisted: count('waitlisted'),
      cancelled: count('cancelled'),
      people: going.reduce((sum, rsvp) => sum + rsvp.partySize, 0),
    },
    attended: attendees.length,
    noShows: going.filter((rsvp) => !rsvp.attendedAt).length,
    newLeads: leads.size,
    averageRating: answers.length === 0 ? null : Math.round((total / answers.length) * 10) / 10,
    ratings: answers.length,
    comments: answers.flatMap(({ name, rating, comment, answeredAt }) => (comment ? [{ name, rating, comment, answeredAt }] : [])),
  };
}
