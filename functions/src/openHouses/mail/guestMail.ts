import { formatOpenHouseWhen, type Property, type Rsvp } from '@estate/domain';
import { greeting } from '../../leads';
import {
  actionHtml,
  calendarAttachment,
  escapeHtml,
  fieldsHtml,
  fieldsText,
  headedMail,
  type CalendarMethod,
  type MailField,
  type OutgoingMail,
} from '../../platform';
import { openHouseEvent } from '../openHouseCalendar';
import type { OpenHouseRecord } from '../store/openHouseDocuments';

/** What a guest is told: their own reply, a place opened, or a change of the open house. */
export type GuestMailKind = 'going' | 'waitlisted' | 'promoted' | 'cancelled' | 'updated' | 'openHouseCancelled';

export interface GuestMailContext {
  openHouse: OpenHouseRecord;
  listing: Pick<Property, 'title' | 'address'>;
  siteOrigin: string;
  /** The guest's signed link to their RSVP; absent once there is nothing left to change. */
  manageUrl?: string;
}

/** The calendar file clients open to add, update or remove the open house. */
export const OPEN_HOUSE_CALENDAR_FILENAME = 'open-house.ics';

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/** Each email's subject, first line, and the calendar method its attachment carries (none: no attachment). */
const CONTENT: Record<GuestMailKind, { subject: string; intro: (name: string) => string; method?: CalendarMethod }> = {
  going: {
    subject: "You're on the list",
    intro: (name) => `${greeting('Thank you,', name)} We look forward to seeing you at the open house.`,
    method: 'REQUEST',
  },
  waitlisted: {
    subject: "You're on the waitlist",
    intro: (name) =>
      `${greeting('Thank you,', name)} This open house is full for now: you're on the waitlist, and we'll email you if a place opens up.`,
  },
  promoted: {
    subject: 'A place opened up',
    intro: (name) => `${greeting('Good news,', name)} A place opened up: you're now on the list for the open house.`,
    method: 'REQUEST',
  },
  cancelled: {
    subject: 'Your RSVP is cancelled',
    intro: (name) => `${greeting('Thank you for letting us know,', name)} Your RSVP is cancelled.`,
    method: 'CANCEL',
  },
  updated: {
    subject: 'Updated',
    intro: (name) => `${greeting('Hello,', name)} The open house you replied to has changed: here are its details now.`,
    method: 'REQUEST',
  },
  openHouseCancelled: {
    subject: 'Cancelled',
    intro: (name) =>
      `${greeting('We are sorry,', name)} This open house was cancelled. An agent will gladly show you the home another time.`,
    method: 'CANCEL',
  },
};

/**
 * An email to a guest about their RSVP (docs/product/open-houses.md#open-houses): the time in Cincinnati,
 * the address and their party, their link to see or cancel it, and a calendar file with the open
 * house's one UID (REQUEST adds or updates it, CANCEL removes it). A guest on the waitlist gets no
 * calendar file: they have no place yet. Of what they typed, only a plain name goes in (greeting).
 */
export function guestMail(kind: GuestMailKind, rsvp: Rsvp, { openHouse, listing, siteOrigin, manageUrl }: GuestMailContext): OutgoingMail {
  const content = CONTENT[kind];
  const intro = content.intro(rsvp.name);
  const fields: MailField[] = [
    { label: 'When', value: `${formatOpenHouseWhen(openHouse.OpenHouseStartTime, openHouse.OpenHouseEndTime)} (Cincinnati time)` },
    { label: 'Where', value: listing.address },
    { label: 'Your party', value: people(rsvp.partySize) },
    ...(openHouse.OpenHouseRemarks ? [{ label: 'Remarks', value: openHouse.OpenHouseRemarks }] : []),
  ];
  // Only a guest with a place holds the event in their calendar: `rsvp` is as it stood before a cancellation.
  const method = rsvp.status === 'going' ? content.method : undefined;
  const calendarNote =
    method === 'CANCEL'
      ? 'The attached file removes it from your calendar.'
      : method
        ? 'The attached invitation adds it to your calendar.'
        : '';
  const manage = manageUrl ? `See or cancel your RSVP: ${manageUrl}` : '';
  return {
    to: [rsvp.email],
    ...headedMail(`${content.subject}: open house at ${listing.title}`, {
      text: [intro, fieldsText(fields), calendarNote, manage].filter(Boolean).join('\n\n'),
      html: `<p>${escapeHtml(intro)}</p>${fieldsHtml(fields)}${calendarNote ? `<p>${escapeHtml(calendarNote)}</p>` : ''}${
        manageUrl ? actionHtml('See or cancel your RSVP', manageUrl) : ''
      }`,
    }),
    ...(method
      ? {
          attachments: [
            calendarAttachment(openHouseEvent(openHouse, listing, siteOrigin, { email: rsvp.email }), method, OPEN_HOUSE_CALENDAR_FILENAME),
          ],
        }
      : {}),
  };
}
