/** The showing calls' URLs (docs/product/showings.md#showings), shared by this feature's api files. */
export const SHOWINGS_URL = '/api/showings';
export const SHOWING_SLOTS_URL = '/api/showings/slots';
export const AVAILABILITY_URL = '/api/showings/availability';
export const MANAGE_URL = '/api/showings/manage';
export const CALENDAR_FEED_URL = '/api/calendar/feed';

export const showingUrl = (id: string) => `${SHOWINGS_URL}/${encodeURIComponent(id)}`;
