/** A client's saved searches and the switch of every alert (docs/product/clients.md#saved-searches-and-alerts): never cached. */
export const SAVED_SEARCHES_URL = '/api/account/searches';
export const savedSearchUrl = (id: string) => `${SAVED_SEARCHES_URL}/${encodeURIComponent(id)}`;
export const ALERTS_SWITCH_URL = '/api/account/alerts';
/** Every read of the client's own account: the switch changes the account's alertsOff and each search. */
export const ACCOUNT_READS = '/api/account';
