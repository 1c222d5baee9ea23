/** Listings per page, in the table and in the phone cards alike. */
export const PROPERTY_PAGE_SIZE = 10;
