/** GET: the private listings the staff member manages (an admin: all). */
export const PRIVATE_LISTINGS_URL = '/api/private-listings';
/** GET: a listing's requests, invited clients and views; PUT /{clientUid} approves, DELETE declines or revokes. */
export const listingAccessUrl = (propertyId: string) => `/api/properties/${encodeURIComponent(propertyId)}/access`;
export const clientAccessUrl = (propertyId: string, clientUid: string) =>
  `${listingAccessUrl(propertyId)}/${encodeURIComponent(clientUid)}`;
