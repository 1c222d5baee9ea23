import type { RealEstateAgent, WithContext } from 'schema-dts';
import { AGENCY, AGENCY_LOCATION } from '@estate/domain';

/** The agency as search engines show a local business: address, phone, hours and map position. */
export const agencyData = (origin: string): WithContext<RealEstateAgent> => ({
  '@context': 'https://schema.org',
  '@type': 'RealEstateAgent',
  '@id': `${origin}/#agency`,
  name: AGENCY.name,
  url: `${origin}/`,
  telephone: AGENCY.phone,
  email: AGENCY.email,
  image: `${origin}/favicon.svg`,
  address: { '@type': 'PostalAddress', ...AGENCY_LOCATION.address },
  geo: { '@type': 'GeoCoordinates', ...AGENCY_LOCATION.geo },
  openingHoursSpecification: AGENCY_LOCATION.openingHours.map(({ days, opens, closes }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: [...days],
    opens,
    closes,
  })),
});
