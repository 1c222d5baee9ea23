import { formatOpenHouseWhen, type OpenHouseInvitation, type Property } from '@estate/domain';
import { greeting } from '../../leads';
import { actionHtml, escapeHtml, fieldsHtml, fieldsText, headedMail, type OutgoingMail } from '../../platform';
import type { OpenHouseRecord } from '../store/openHouseDocuments';

/**
 * An invitation to an open house by invitation only (docs/product/open-houses.md#open-houses): its time and
 * address, which no public page shows, and the signed link through which the guest alone RSVPs.
 */
export function invitationMail(
  invitation: OpenHouseInvitation,
  openHouse: OpenHouseRecord,
  listing: Pick<Property, 'title' | 'address'>,
  rsvpUrl: string,
): OutgoingMail {
  const intro = `${greeting('Hello,', invitation.name ?? '')} You're invited to a private preview of ${listing.title}, by invitation only. Please let us know whether you will come, and with how many guests.`;
  const fields = [
    { label: 'When', value: `${formatOpenHouseWhen(openHouse.OpenHouseStartTime, openHouse.OpenHouseEndTime)} (Cincinnati time)` },
    { label: 'Where', value: listing.address },
    ...(openHouse.OpenHouseRemarks ? [{ label: 'Remarks', value: openHouse.OpenHouseRemarks }] : []),
  ];
  const note = 'This invitation is yours: the link works for you alone.';
  return {
    to: [invitation.email],
    ...headedMail(`You're invited: private preview of ${listing.title}`, {
      text: `${intro}\n\n${fieldsText(fields)}\n\nRSVP: ${rsvpUrl}\n\n${note}`,
      html: `<p>${escapeHtml(intro)}</p>${fieldsHtml(fields)}${actionHtml('RSVP', rsvpUrl)}<p>${escapeHtml(note)}</p>`,
    }),
  };
}
