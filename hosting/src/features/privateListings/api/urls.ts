/** The per-session routes of docs/product/private-collection.md#private-collection: never cached, never in the server's HTML. */
export const PRIVATE_LISTINGS_URL = '/api/account/private-listings';
export const privateListingUrl = (id: string) => `/api/account/listings/${encodeURIComponent(id)}`;
export const accessRequestsUrl = (id: string) => `${privateListingUrl(id)}/access-requests`;
