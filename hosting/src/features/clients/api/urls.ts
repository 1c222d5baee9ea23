/** The per-session account API (docs/product/clients.md#client-accounts): never cached, never in the server's HTML. */
export const ACCOUNT_URL = '/api/account';
export const ACCOUNT_STATE_URL = '/api/account/state';
export const FAVOURITES_URL = '/api/account/favourites';
export const favouriteUrl = (propertyId: string) => `${FAVOURITES_URL}/${encodeURIComponent(propertyId)}`;
export const ACCOUNT_EXPORT_URL = '/api/account/export';
