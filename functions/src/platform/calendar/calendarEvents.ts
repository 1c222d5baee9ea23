import { AGENCY } from '@estate/domain';
import { createEvent, createEvents, type EventAttributes } from 'ics';
import { singleLine } from '../mail/html';
import type { MailAttachment } from '../mail/mailTransport';

/**
 * One event as calendars keep it: the same `uid` for every email about it, and a `sequence` that
 * rises with each change, so a calendar updates (or, with CANCEL, removes) the event it already
 * holds instead of adding another (RFC 5546).
 */
export interface CalendarEvent {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  title: string;
  description: string;
  location: string;
  url?: string;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  attendees?: { name?: string; email: string }[];
}

/** REQUEST adds or updates the event in the recipient's calendar; CANCEL removes it; PUBLISH only shows it (a feed, a download). */
export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

const PRODUCT_ID = 'queencityestates.com/showings';

const attributesOf = (event: CalendarEvent, method: CalendarMethod): EventAttributes => ({
  productId: PRODUCT_ID,
  uid: event.uid,
  sequence: event.sequence,
  method,
  start: event.start.getTime(),
  startInputType: 'utc',
  startOutputType: 'utc',
  end: event.end.getTime(),
  endInputType: 'utc',
  endOutputType: 'utc',
  title: singleLine(event.title),
  description: event.description,
  location: singleLine(event.location),
  ...(event.url ? { url: event.url } : {}),
  status: method === 'CANCEL' ? 'CANCELLED' : event.status,
  organizer: { name: AGENCY.name, email: AGENCY.email },
  ...(event.attendees?.length
    ? {
        attendees: event.attendees.map(({ name, email }) => ({
          ...(name ? { name: singleLine(name) } : {}),
          email,
          rsvp: method === 'REQUEST',
          role: 'REQ-PARTICIPANT' as const,
          partstat: 'NEEDS-ACTION' as const,
        })),
      }
    : {}),
});

const made = ({ error, value }: { error: Error | null; value: string | null }) => {
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return value;
};

/** The iCalendar text of one event, with its METHOD. */
export const calendarFile = (event: CalendarEvent, method: CalendarMethod): string => made(createEvent(attributesOf(event, method)));

/** The event as an email attachment (`filename` ends in .ics). */
export const calendarAttachment = (event: CalendarEvent, method: CalendarMethod, filename: string): MailAttachment => ({
  filename,
  content: calendarFile(event, method),
  contentType: `text/calendar; charset=utf-8; method=${method}`,
});

/** A calendar of many events (a staff member's feed), named for the calendar app's list. */
export function calendarFeed(events: readonly CalendarEvent[], name: string): string {
  if (events.length === 0) {
    // ics refuses an empty list; an empty calendar is still a valid feed.
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:${PRODUCT_ID}`,
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${singleLine(name)}`,
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  }
  return made(
    createEvents(
      events.map((event) => attributesOf(event, 'PUBLISH')),
      { productId: PRODUCT_ID, method: 'PUBLISH', calName: singleLine(name) },
    ),
  );
}

/** A staff member's events of one kind (confirmed showings, open houses) from `from` on, for their calendar feed. */
export type CalendarSource = (uid: string, from: Date) => Promise<CalendarEvent[]>;
