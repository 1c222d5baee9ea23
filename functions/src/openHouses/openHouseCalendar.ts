import { AGENCY, OPEN_HOUSE_TYPE_LABELS, type Property } from '@estate/domain';
import type { ListingRepository } from '../listings';
import type { CalendarEvent, CalendarSource } from '../platform';
import { openHouseUrls } from './openHouseLinks';
import type { OpenHouseRecord } from './store/openHouseDocuments';
import type { OpenHouseRepository } from './store/openHouseRepository';

/** The one UID of an open house in every calendar: its emails, its public .ics and its host's feed update the same event. */
export const openHouseUid = (id: string) => `open-house-${id}@queencityestates.com`;

/** How many of a host's open houses their feed carries at most. */
const FEED_LIMIT = 200;

/** The open house as a calendar event; `attendee` makes it their invitation (a REQUEST names them). */
export function openHouseEvent(
  openHouse: OpenHouseRecord,
  listing: Pick<Property, 'title' | 'address'>,
  siteOrigin: string,
  attendee?: { name?: string; email: string },
): CalendarEvent {
  const url = openHouseUrls(siteOrigin).page(openHouse.OpenHouseKey);
  return {
    uid: openHouseUid(openHouse.OpenHouseKey),
    sequence: openHouse.sequence,
    start: new Date(openHouse.OpenHouseStartTime),
    end: new Date(openHouse.OpenHouseEndTime),
    title: `Open house: ${listing.title}`,
    description: [
      `${OPEN_HOUSE_TYPE_LABELS[openHouse.OpenHouseType]} open house, hosted by ${AGENCY.name}.`,
      openHouse.OpenHouseRemarks,
      url,
    ]
      .filter(Boolean)
      .join('\n\n'),
    location: listing.address,
    url,
    status: openHouse.OpenHouseStatus === 'Cancelled' ? 'CANCELLED' : 'CONFIRMED',
    ...(attendee ? { attendees: [attendee] } : {}),
  };
}

/** The listings of `ids`, read once each. */
export async function listingsById(properties: Pick<ListingRepository, 'find'>, ids: Iterable<string>): Promise<Map<string, Property>> {
  const unique = [...new Set(ids)];
  const found = await Promise.all(unique.map((id) => properties.find(id)));
  return new Map(found.flatMap((property) => (property ? [[property.id, property] as const] : [])));
}

/**
 * A staff member's Active open houses (as their host, ShowingAgentKey) ending from `from` on, as
 * calendar events: their calendar feed's open houses (docs/product/open-houses.md#open-houses).
 */
export function openHouseCalendar({
  openHouses,
  properties,
  siteOrigin,
}: {
  openHouses: Pick<OpenHouseRepository, 'hostedBy'>;
  properties: Pick<ListingRepository, 'find'>;
  siteOrigin: string;
}): CalendarSource {
  return async (uid, from) => {
    const hosted = await openHouses.hostedBy(uid, from, FEED_LIMIT);
    const listings = await listingsById(
      properties,
      hosted.map((openHouse) => openHouse.ListingKey),
    );
    return hosted.flatMap((openHouse) => {
      const listing = listings.get(openHouse.ListingKey);
      return listing ? [openHouseEvent(openHouse, listing, siteOrigin)] : [];
    });
  };
}
