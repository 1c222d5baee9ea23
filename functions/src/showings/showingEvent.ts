import { showingUid, type Showing } from '@estate/domain';
import type { CalendarEvent, CalendarMethod } from '../platform';
import { plainName } from '../leads';

/** What calendars show of a booking: TENTATIVE until confirmed; cancelled and declined ones are CANCELLED. */
const STATUS: Record<Showing['status'], CalendarEvent['status']> = {
  requested: 'TENTATIVE',
  proposed: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  declined: 'CANCELLED',
  cancelled: 'CANCELLED',
};

/** The method an email about the booking carries: CANCEL removes the event, REQUEST adds or updates it. */
export const calendarMethodOf = (showing: Pick<Showing, 'status'>): CalendarMethod =>
  STATUS[showing.status] === 'CANCELLED' ? 'CANCEL' : 'REQUEST';

/** The calendar file's name in every showing email. */
export const SHOWING_CALENDAR_FILENAME = 'showing.ics';

/**
 * The booking as one calendar event, the same for both sides: one UID for its whole life, its
 * SEQUENCE the booking's own. The visitor is named only by a name that is plainly one.
 */
export function showingEvent(showing: Showing, siteOrigin: string, agent?: { name: string; email: string }): CalendarEvent {
  const visitorName = plainName(showing.visitor.name);
  return {
    uid: showingUid(showing.id),
    sequence: showing.sequence,
    start: new Date(showing.start),
    end: new Date(showing.end),
    title: `Showing: ${showing.listingTitle}`,
    description: `A private showing of ${showing.listingTitle} with Queen City Estates.`,
    location: showing.listingAddress,
    url: `${siteOrigin}/property/${encodeURIComponent(showing.propertyId)}`,
    status: STATUS[showing.status],
    attendees: [{ ...(visitorName ? { name: visitorName } : {}), email: showing.visitor.email }, ...(agent ? [agent] : [])],
  };
}
