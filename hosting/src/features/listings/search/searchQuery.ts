import { ALL_NEIGHBORHOODS, ALL_TYPES, ANY_PRICE, parsePriceRange } from '@estate/domain';

/** What a visitor picked in the search overlay or the home page's hero search panel. */
export interface PropertySearchSelection {
  /** Free text; trimmed, and left out when empty. */
  keyword?: string;
  /** A NEIGHBORHOOD_OPTIONS value; 'All Neighborhoods' (or nothing) means no filter. */
  neighborhood?: string;
  /** A PROPERTY_TYPE_OPTIONS value; 'All Types' (or nothing) means no filter. */
  propertyType?: string;
  /** A PRICE_RANGE_OPTIONS value 'min-max' in dollars; 'Any Price' (or nothing) means no filter. */
  priceRange?: string;
}

/** The selects' starting values (docs/product/site.md#search-overlay). */
export const DEFAULT_SEARCH_SELECTION = {
  keyword: '',
  neighborhood: ALL_NEIGHBORHOODS,
  propertyType: ALL_TYPES,
  priceRange: ANY_PRICE,
} as const satisfies Required<PropertySearchSelection>;

/**
 * docs/product/reference.md#validation: the /properties query string for a selection, without the leading '?'
 * ('' when nothing is chosen). Parameters: search, neighborhood, propertyType, minPrice, maxPrice,
 * each only when it is not the default. Used by the search overlay and the hero search panel.
 */
export function buildPropertySearch({ keyword, neighborhood, propertyType, priceRange }: PropertySearchSelection): string {
  const params = new URLSearchParams();
  const search = keyword?.trim();
  if (search) params.set('search', search);
  if (neighborhood && neighborhood !== ALL_NEIGHBORHOODS) params.set('neighborhood', neighborhood);
  if (propertyType && propertyType !== ALL_TYPES) params.set('propertyType', propertyType);
  const { minPrice, maxPrice } = parsePriceRange(priceRange ?? ANY_PRICE);
  if (minPrice !== undefined && maxPrice !== undefined) {
    params.set('minPrice', String(minPrice));
    params.set('maxPrice', String(maxPrice));
  }
  return params.toString();
}

/** The listing URL for a selection: '/properties' or '/properties?…'. */
export function propertySearchPath(selection: PropertySearchSelection): string {
  const search = buildPropertySearch(selection);
  return search ? `/properties?${search}` : '/properties';
}
