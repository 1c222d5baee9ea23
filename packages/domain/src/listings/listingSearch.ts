/**
 * The public listing's orders, page sizes and keyword limit. Kept apart from the query schema so
 * the listing page can use them without loading yup.
 */
export const PROPERTY_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];
export const DEFAULT_PROPERTY_SORT: PropertySort = 'newest';

export const PROPERTY_PAGE_SIZE = { default: 12, max: 50 } as const;
export const PROPERTY_SEARCH_MAX_LENGTH = 100;
/**
 * The longest City a query names (the longest Ohio and Kentucky municipalities' are far shorter).
 * Here, not beside the query's schema: the listing page reads it without loading yup.
 */
export const CITY_MAX_LENGTH = 60;
