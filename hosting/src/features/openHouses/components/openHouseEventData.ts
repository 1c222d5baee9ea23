import type { Event, WithContext } from 'schema-dts';
import { AGENCY, AGENCY_LOCATION, type OpenHouseDetails } from '@estate/domain';

/**
 * An open house as search engines read one (schema.org Event): when, where, that it is in
 * person, and its free offer (SoldOut once it is full). One by invitation only has none: it
 * tells neither its time nor its place.
 */
export function openHouseEventData(origin: string, openHouse: OpenHouseDetails): WithContext<Event> {
  const url = `${origin}/open-houses/${encodeURIComponent(openHouse.id)}`;
  const { listing } = openHouse;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: `Open house: ${listing.title}`,
    description: openHouse.remarks ?? `An open house of ${listing.title}, hosted by ${AGENCY.name}.`,
    startDate: openHouse.startsAt,
    endDate: openHouse.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: listing.title,
      // The whole address as written; every listing is in the agency's market, Cincinnati, OH.
      address: {
        '@type': 'PostalAddress',
        streetAddress: listing.address,
        addressLocality: AGENCY_LOCATION.address.addressLocality,
        addressRegion: AGENCY_LOCATION.address.addressRegion,
        addressCountry: 'US',
      },
    },
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'USD',
      availability: openHouse.full ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url,
    },
    ...(listing.image ? { image: [new URL(listing.image, origin).href] } : {}),
    organizer: { '@type': 'RealEstateAgent', name: AGENCY.name, url: origin },
    url,
  };
}
