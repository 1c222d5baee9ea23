import { AGENCY, formatCalendarDay, formatPrice, SHOWING_MINUTES, showingUid, slotStart, type Lead, type Property } from '@estate/domain';
import { greeting, plainName } from '../leads';
import {
  actionHtml,
  calendarAttachment,
  escapeHtml,
  fieldsHtml,
  fieldsText,
  htmlDocument,
  singleLine,
  textDocument,
  type MailAttachment,
  type MailField,
  type OutgoingMail,
} from '../platform';
import { SHOWING_CALENDAR_FILENAME } from './showingEvent';

/** A showing request as its confirmation tells it: the lead's id (the booking's, when it made one) and the visitor's words. */
export type ShowingRequestNews = Pick<Lead, 'id' | 'name' | 'email' | 'preferredDate' | 'preferredTime'>;

/**
 * A TENTATIVE invitation for the requested hour, from the agency to the visitor: the first
 * version (SEQUENCE 0) of the booking's one calendar event (showingUid, the lead's id), which the
 * showing emails then update (functions/src/showings).
 */
function invitation(lead: ShowingRequestNews, start: Date, property: Property | undefined, siteOrigin: string): MailAttachment {
  const name = plainName(lead.name);
  return calendarAttachment(
    {
      uid: showingUid(lead.id),
      sequence: 0,
      start,
      end: new Date(start.getTime() + SHOWING_MINUTES * 60_000),
      title: property ? `Showing: ${property.title}` : `Consultation with ${AGENCY.name}`,
      description: `Requested through ${siteOrigin}. An agent will confirm the time by email and phone.`,
      location: property?.address ?? AGENCY.address,
      ...(property ? { url: `${siteOrigin}/property/${encodeURIComponent(property.id)}` } : {}),
      status: 'TENTATIVE',
      attendees: [{ ...(name ? { name } : {}), email: lead.email }],
    },
    'REQUEST',
    SHOWING_CALENDAR_FILENAME,
  );
}

/**
 * The confirmation of a showing request ('We'll confirm your appointment shortly via email and
 * phone.'): the day and time in the agency's time zone, the property with its photo and link,
 * and a calendar invitation; with a booking, the visitor's link to cancel or change it. A request
 * without a property (or for one a visitor may not see) is a general consultation (docs/product/showings.md#schedule-a-showing).
 * Of what the visitor typed, only a plain name goes in (plainName): the address is unverified.
 */
export function showingRequestMail(
  lead: ShowingRequestNews,
  property: Property | undefined,
  siteOrigin: string,
  manageUrl?: string,
): OutgoingMail {
  const day = lead.preferredDate ? formatCalendarDay(lead.preferredDate) : undefined;
  const when = day && lead.preferredTime ? `${day} at ${lead.preferredTime} (Cincinnati time)` : 'a time to be agreed';
  const subject = singleLine(property ? `Your showing request: ${property.title}` : 'Your consultation request');
  const start = lead.preferredDate && lead.preferredTime ? slotStart(lead.preferredDate, lead.preferredTime) : undefined;
  const propertyUrl = property && `${siteOrigin}/property/${encodeURIComponent(property.id)}`;
  const intro = `${greeting('Thank you,', lead.name)} We received your request for ${when}. An agent will confirm the appointment shortly by email and phone.`;
  const fields: MailField[] = [
    { label: 'Requested time', value: when },
    ...(property && propertyUrl
      ? [
          { label: 'Property', value: property.title, href: propertyUrl },
          { label: 'Address', value: property.address },
          { label: 'Price', value: formatPrice(property.price) },
        ]
      : [{ label: 'Where', value: AGENCY.address }]),
  ];
  const photo = property?.images[0];
  const photoHtml =
    photo && propertyUrl
      ? `<p><a href="${escapeHtml(propertyUrl)}"><img src="${escapeHtml(new URL(photo, siteOrigin).href)}" alt="${escapeHtml(property.title)}" width="584" style="display:block;width:100%;max-width:584px;height:auto;border-radius:4px"></a></p>`
      : '';
  const calendarNote = start ? 'The attached invitation adds it to your calendar.' : '';
  const manageText = manageUrl ? `\n\nCancel or change the time: ${manageUrl}` : '';
  return {
    to: [lead.email],
    subject,
    text: textDocument(
      `${intro}\n\n${fieldsText(fields)}${propertyUrl ? `\n\nSee the listing: ${propertyUrl}` : ''}${manageText}${calendarNote ? `\n\n${calendarNote}` : ''}`,
    ),
    html: htmlDocument(
      subject,
      `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1><p>${escapeHtml(intro)}</p>${photoHtml}${fieldsHtml(fields)}${propertyUrl ? actionHtml('See the listing', propertyUrl) : ''}${manageUrl ? actionHtml('Cancel or change the time', manageUrl) : ''}${calendarNote ? `<p>${escapeHtml(calendarNote)}</p>` : ''}`,
    ),
    ...(start ? { attachments: [invitation(lead, start, property, siteOrigin)] } : {}),
  };
}
