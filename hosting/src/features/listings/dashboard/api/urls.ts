export const PROPERTIES_URL = '/api/properties';

export const propertyUrl = (id: string) => `${PROPERTIES_URL}/${encodeURIComponent(id)}`;

/** POST: a listing's move to another status. */
export const propertyStatusUrl = (id: string) => `${propertyUrl(id)}/status`;

/** GET (admins): every entry of a listing's history, corrections included. */
export const propertyEventsUrl = (id: string) => `${propertyUrl(id)}/events`;

/** POST (admins): a correction of one history entry. */
export const entryCorrectionsUrl = (id: string, entryId: string) => `${propertyUrl(id)}/history/${encodeURIComponent(entryId)}/corrections`;

/** Every cached property read: the listings, the featured list, each detail and history (docs/product/api.md#api). */
export const PROPERTY_READS = [PROPERTIES_URL];
