/** The agency's public identity, shown in the shell and used for page titles. */
export const AGENCY = {
  name: 'Queen City Estates',
  tagline: 'Cincinnati Luxury Real Estate',
  address: '312 Walnut Street, Suite 1600, Cincinnati, OH 45202',
  phone: '(513) 555-0142',
  email: 'admin@queencityestates.com',
  hours: ['Mon-Fri 9:00 AM - 6:00 PM', 'Sat 10:00 AM - 4:00 PM'],
  contactPageHours: 'Mon-Fri 9am-6pm',
} as const;

export const HOME_PAGE_TITLE = 'Cincinnati Luxury Real Estate | Homes for Sale in Cincinnati, Ohio';

export function pageTitle(title: string): string {
  return `${title} | ${AGENCY.tagline}`;
}

/** Cincinnati's zone: every date the site or the dashboard shows is the agency's calendar day. */
export const AGENCY_TIME_ZONE = 'America/New_York';
