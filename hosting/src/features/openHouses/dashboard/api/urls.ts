import { OPEN_HOUSES_URL } from '@/features/openHouses/api/urls';

/** The dashboard's: GET the list, POST a new one; one by id (GET, PUT), its cancel, guests, invitations, report, door. */
export const MANAGED_OPEN_HOUSES_URL = '/api/admin/open-houses';
export const managedOpenHouseUrl = (id: string) => `${MANAGED_OPEN_HOUSES_URL}/${encodeURIComponent(id)}`;
/** GET: the listings the staff member may schedule open houses for. */
export const SCHEDULABLE_LISTINGS_URL = `${MANAGED_OPEN_HOUSES_URL}/listings`;
/** Where the dashboard's writes send their changes: the open houses' lists, public ones included. */
export const OPEN_HOUSE_READS = [MANAGED_OPEN_HOUSES_URL, OPEN_HOUSES_URL, '/api/properties'];
export const openHouseGuestsUrl = (id: string) => `${managedOpenHouseUrl(id)}/guests`;
export const openHouseInvitationsUrl = (id: string) => `${managedOpenHouseUrl(id)}/invitations`;
export const openHouseReportUrl = (id: string) => `${managedOpenHouseUrl(id)}/report`;
export const doorCodeUrl = (id: string) => `${managedOpenHouseUrl(id)}/door`;
/** The door's QR code (SVG), drawn on the server. */
export const doorQrUrl = (id: string) => `${managedOpenHouseUrl(id)}/door.svg`;
