/** GET: the upcoming open houses everyone may see. */
export const OPEN_HOUSES_URL = '/api/open-houses';
export const openHouseUrl = (id: string) => `${OPEN_HOUSES_URL}/${encodeURIComponent(id)}`;
/** 'Add to calendar': the open house's .ics. */
export const openHouseCalendarUrl = (id: string) => `${openHouseUrl(id)}.ics`;
export const listingOpenHousesUrl = (listingId: string) => `/api/properties/${encodeURIComponent(listingId)}/open-houses`;
export const rsvpsUrl = (id: string) => `${openHouseUrl(id)}/rsvps`;
/** A guest's RSVP through their link (GET ?token=), and its cancellation (POST {token}). */
export const RSVP_URL = `${OPEN_HOUSES_URL}/rsvp`;
export const invitationUrl = (id: string) => `${openHouseUrl(id)}/invitation`;
export const doorUrl = (id: string) => `${openHouseUrl(id)}/door`;
export const checkInsUrl = (id: string) => `${openHouseUrl(id)}/check-ins`;

export const withQuery = (url: string, name: string, value: string) => `${url}?${new URLSearchParams({ [name]: value })}`;
