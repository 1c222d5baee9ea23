/**
 * Query strings of the public listings. A URL carries no form labels, so every message names
 * the parameter; empty values and the selects' "all" options mean no filter.
 */
import { object, string, type InferType } from 'yup';
import { ALL_NEIGHBORHOODS, NEIGHBORHOOD_NAMES, type NeighborhoodName } from '../shared/neighborhoods';
import { choiceParam, wholeNumberParam } from '../shared/queryParams';
import { drawnAreaParam } from '../geo/drawnAreaSchema';
import { mapViewParam, mapZoomParam, publicStatusParam } from './listingMapSchema';
import { MAP_VIEW_TEXTS } from './listingMapTexts';
import { CITY_MAX_LENGTH, DEFAULT_PROPERTY_SORT, PROPERTY_PAGE_SIZE, PROPERTY_SEARCH_MAX_LENGTH, PROPERTY_SORTS } from './listingSearch';
import { ALL_TYPES, PROPERTY_TYPES, type PropertyType } from './propertyTypes';
import { ALL_SOURCES, LISTING_SOURCES, type ListingSource } from './listingSource';
import {
  DEFAULT_STATUS_FILTER,
  LISTING_STATUS_FILTERS,
  STAFF_STATUS_FILTERS,
  type ListingStatusFilter,
  type StaffStatusFilter,
} from './listingLifecycle';

/** GET /api/properties: the listing's filters (docs/product/reference.md#entities), its order and its page. */
export const propertyQuerySchema = object({
  search: string()
    .typeError('search must be a single text value')
    .max(PROPERTY_SEARCH_MAX_LENGTH, `search must be at most ${PROPERTY_SEARCH_MAX_LENGTH} characters`),
  neighborhood: choiceParam<NeighborhoodName>('neighborhood', NEIGHBORHOOD_NAMES, ALL_NEIGHBORHOODS),
  city: string()
    .typeError('city must be a single text value')
    .trim()
    .transform((value: string) => (value === '' ? undefined : value))
    .max(CITY_MAX_LENGTH, `city must be at most ${CITY_MAX_LENGTH} characters`)
    .when('neighborhood', ([neighborhood], schema) =>
      neighborhood ? schema.test('one-place', 'Choose a neighborhood or a city, not both', (city) => city === undefined) : schema,
    ),
  propertyType: choiceParam<PropertyType>('propertyType', PROPERTY_TYPES, ALL_TYPES),
  minPrice: wholeNumberParam('minPrice'),
  maxPrice: wholeNumberParam('maxPrice').when('minPrice', ([minPrice], schema) =>
    typeof minPrice === 'number'
      ? schema.test('not-below-min', 'maxPrice must not be less than minPrice', (max) => max === undefined || max >= minPrice)
      : schema,
  ),
  bedrooms: wholeNumberParam('bedrooms'),
  bathrooms: wholeNumberParam('bathrooms'),
  source: choiceParam<ListingSource>('source', LISTING_SOURCES, ALL_SOURCES),
  area: drawnAreaParam(),
  /** Only the listings in the map's view (listingMap.ts); with `area`, in both. */
  view: mapViewParam(),
  /** The public choices, and admins' off-market and all (the router checks the session). */
  status: choiceParam<ListingStatusFilter | StaffStatusFilter>('status', [
    ...(Object.keys(LISTING_STATUS_FILTERS) as ListingStatusFilter[]),
    ...(Object.keys(STAFF_STATUS_FILTERS) as StaffStatusFilter[]),
  ]).default(DEFAULT_STATUS_FILTER),
  sort: choiceParam('sort', PROPERTY_SORTS).default(DEFAULT_PROPERTY_SORT),
  limit: wholeNumberParam('limit', { min: 1, max: PROPERTY_PAGE_SIZE.max }).default(PROPERTY_PAGE_SIZE.default),
  /** Opaque: the X-Next-Cursor header of the previous page. */
  cursor: string().typeError('cursor is not valid'),
});

export type PropertyQuery = InferType<typeof propertyQuerySchema>;

/**
 * GET /api/properties/map: every filter of GET /api/properties but its order and page, the public
 * statuses alone, and the view (required) at a zoom.
 */
export const propertyMapQuerySchema = propertyQuerySchema.omit(['sort', 'limit', 'cursor']).shape({
  status: publicStatusParam(),
  view: mapViewParam().required(MAP_VIEW_TEXTS.required),
  zoom: mapZoomParam(),
});

export type PropertyMapQuery = InferType<typeof propertyMapQuerySchema>;
