/**
 * docs/product/clients.md#your-data: the kinds of personal data a client account's export holds, by their
 * key in the download, as the account's Privacy tab names them. The server's sections are typed by
 * these keys, so a new kind of data cannot reach the page without its name.
 */
export const PERSONAL_DATA_LABELS = {
  favourites: 'Favourites and their notes',
  savedSearches: 'Saved searches',
  alerts: 'Alerts sent to you',
  views: 'Homes you viewed (recorded with your consent)',
  privateListings: 'Private listings: access requests and views',
  inquiries: 'Your inquiries (forms you sent us)',
  showings: 'Showings you booked',
  openHouses: 'Open houses: RSVPs, visits, check-ins and invitations',
  visitFeedback: 'Feedback we asked you for',
  staffAccess: 'Times our staff viewed or changed your data',
} as const;

export type PersonalDataName = keyof typeof PERSONAL_DATA_LABELS;

/**
 * How many records a section holds: a list's length, or the sum of the lists of a section made of
 * several (a private listing's requests and views); anything else present counts as one.
 */
export function personalDataCount(section: unknown): number {
  if (Array.isArray(section)) return section.length;
  if (section === null || section === undefined) return 0;
  const parts = typeof section === 'object' ? Object.values(section) : [];
  return parts.length > 0 && parts.every(Array.isArray) ? parts.reduce((sum: number, part: unknown[]) => sum + part.length, 0) : 1;
}
