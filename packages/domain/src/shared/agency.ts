/** AGENCY's address, position and hours as structured data (JSON-LD) spells them. */
export const AGENCY_LOCATION = {
  address: {
    streetAddress: '312 Walnut Street, Suite 1600',
    addressLocality: 'Cincinnati',
    addressRegion: 'OH',
    postalCode: '45202',
    addressCountry: 'US',
  },
  geo: { latitude: 39.1008, longitude: -84.5115 },
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
    { days: ['Saturday'], opens: '10:00', closes: '16:00' },
  ],
} as const;

const ADDRESS = AGENCY_LOCATION.address;

/** The agency's public identity, shown in the shell and used for page titles. */
export const AGENCY = {
  name: 'Queen City Estates',
  tagline: 'Cincinnati Luxury Real Estate',
  address: `${ADDRESS.streetAddress}, ${ADDRESS.addressLocality}, ${ADDRESS.addressRegion} ${ADDRESS.postalCode}`,
  phone: '(513) 555-0142',
  email: 'admin@queencityestates.com',
  hours: ['Mon-Fri 9:00 AM - 6:00 PM', 'Sat 10:00 AM - 4:00 PM'],
  contactPageHours: 'Mon-Fri 9am-6pm',
} as const;

/** The site's description where a page has none of its own (search results, link previews). */
export const SITE_DESCRIPTION =
  'Queen City Estates: luxury homes, condos and estates for sale across Cincinnati, from Hyde Park and Indian Hill to Over-the-Rhine.';

export const HOME_PAGE_TITLE = 'Cincinnati Luxury Real Estate | Homes for Sale in Cincinnati, Ohio';

/** The listing page's title (/properties), before pageTitle adds the tagline; the deploy's smoke test reads it. */
export const PROPERTIES_PAGE_TITLE = 'Luxury Properties';

export function pageTitle(title: string): string {
  return `${title} | ${AGENCY.tagline}`;
}
