import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CITY_MAX_LENGTH,
  DEFAULT_PROPERTY_SORT,
  DEFAULT_STATUS_FILTER,
  LISTING_SOURCES,
  LISTING_STATUS_FILTERS,
  type ListingSource,
  type ListingStatusFilter,
  NEIGHBORHOOD_NAMES,
  PROPERTY_SEARCH_MAX_LENGTH,
  PROPERTY_SORTS,
  PROPERTY_TYPES,
  type NeighborhoodName,
  type PropertyListQuery,
  type PropertySort,
  type PropertyType,
} from '@estate/domain';

/** The listing's filters as the URL carries them (docs/product/site.md#listing). */
export type ListingFilters = Omit<PropertyListQuery, 'limit'>;

/** The public status filter's choices (For sale, Under contract / pending, Sold), in the API's `status` words. */
export const STATUS_OPTIONS: readonly { value: ListingStatusFilter; label: string }[] = (
  Object.entries(LISTING_STATUS_FILTERS) as [ListingStatusFilter, { label: string }][]
).map(([value, { label }]) => ({ value, label }));
const PUBLIC_STATUS_FILTERS = STATUS_OPTIONS.map((option) => option.value);

/** The orders the listing offers (the API's `sort`), as the Sort select labels them. */
export const SORT_OPTIONS: readonly { value: PropertySort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
];

/** In the order of a saved search's query (SAVED_SEARCH_FILTER_KEYS), then the sort. */
const FILTER_KEYS = [
  'search',
  'neighborhood',
  'city',
  'propertyType',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'bathrooms',
  'source',
  'status',
  'area',
  'view',
  'sort',
] as const satisfies readonly (keyof ListingFilters)[];

const isOneOf = <T extends string>(choices: readonly T[], value: string | null): value is T =>
  value !== null && (choices as readonly string[]).includes(value);

/** docs/product/site.md#listing: minPrice, maxPrice, bedrooms and bathrooms are whole numbers; anything else in the URL is no filter. */
function wholeNumber(value: string | null): number | undefined {
  return value !== null && /^\d+$/.test(value) ? Number.parseInt(value, 10) : undefined;
}

/** The price select's 'min-max' (either side may be empty), as the filter form sends it without JavaScript. */
function priceParam(value: string | null): { minPrice?: number; maxPrice?: number } {
  const match = value === null ? null : /^(\d*)-(\d*)$/.exec(value);
  return { minPrice: wholeNumber(match?.[1] || null), maxPrice: wholeNumber(match?.[2] || null) };
}

/**
 * The URL's drawn area or map view, as it is: the API reads it and answers 400 with what is wrong
 * with it, which the page shows (an area's beside the chip that removes it). Not read here: the
 * readers' code would weigh on the listing's first load (docs/performance.md), and only the map
 * writes them.
 */
const passedOn = (value: string | null): string | undefined => value?.trim() || undefined;

/**
 * Reads the filters from a query string. Values the API would refuse (an unknown neighborhood,
 * a negative price, a neighborhood and a City at once) are dropped rather than turned into a
 * failed listing: of the two places, the City typed wins (without JavaScript the form sends both).
 */
export function readListingFilters(params: URLSearchParams): ListingFilters {
  const neighborhood = params.get('neighborhood');
  const propertyType = params.get('propertyType');
  const sort = params.get('sort');
  const status = params.get('status');
  const source = params.get('source');
  const search = params.get('search')?.trim().slice(0, PROPERTY_SEARCH_MAX_LENGTH);
  const city = params.get('city')?.trim().slice(0, CITY_MAX_LENGTH).trim();
  const price = priceParam(params.get('price'));
  const filters: ListingFilters = {
    search: search || undefined,
    neighborhood: !city && isOneOf<NeighborhoodName>(NEIGHBORHOOD_NAMES, neighborhood) ? neighborhood : undefined,
    city: city || undefined,
    propertyType: isOneOf<PropertyType>(PROPERTY_TYPES, propertyType) ? propertyType : undefined,
    minPrice: wholeNumber(params.get('minPrice')) ?? price.minPrice,
    maxPrice: wholeNumber(params.get('maxPrice')) ?? price.maxPrice,
    bedrooms: wholeNumber(params.get('bedrooms')),
    bathrooms: wholeNumber(params.get('bathrooms')),
    source: isOneOf<ListingSource>(LISTING_SOURCES, source) ? source : undefined,
    // For sale is the default, so it is left out of the URL; admins' choices are not the public's.
    status: isOneOf<ListingStatusFilter>(PUBLIC_STATUS_FILTERS, status) && status !== DEFAULT_STATUS_FILTER ? status : undefined,
    area: passedOn(params.get('area')),
    // The map's view, passed on as the area is: the API reads it. Named as its key, as every filter is
    // (the domain's MAP_VIEW_PARAM: importing it would bring the map's view reader into this chunk).
    view: passedOn(params.get('view')),
    sort: isOneOf<PropertySort>(PROPERTY_SORTS, sort) && sort !== DEFAULT_PROPERTY_SORT ? sort : undefined,
  };
  // A range the API would refuse (max below min) keeps only its minimum.
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.maxPrice < filters.minPrice) filters.maxPrice = undefined;
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as ListingFilters;
}

/** The query string for these filters, in a stable order, without empty ones. */
export function writeListingFilters(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    const isDefault = (key === 'sort' && value === DEFAULT_PROPERTY_SORT) || (key === 'status' && value === DEFAULT_STATUS_FILTER);
    if (value !== undefined && value !== '' && !isDefault) params.set(key, String(value));
  }
  return params;
}

/**
 * The listing's filters live in the URL, so a filtered listing can be shared, reloaded and
 * navigated with Back. `update` merges a change (undefined removes a filter); `replace` keeps the
 * history entry, for changes made while typing.
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readListingFilters(params), [params]);

  const update = useCallback(
    (change: Partial<ListingFilters>, { replace = false } = {}) => {
      setParams((current) => writeListingFilters({ ...readListingFilters(current), ...change }), { replace });
    },
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return { filters, update, clear };
}
