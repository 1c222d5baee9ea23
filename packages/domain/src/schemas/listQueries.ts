/**
 * Query strings of the public listings. A URL carries no form labels, so every message names
 * the parameter; empty values and the selects' "all" options mean no filter.
 */
import { mixed, number, object, string, type InferType } from 'yup';
import { BLOG_LIST_LIMIT } from '../constants/limits';
import { ALL_NEIGHBORHOODS, NEIGHBORHOOD_NAMES, type NeighborhoodName } from '../constants/neighborhoods';
import { LEAD_SORT_ORDERS, LEAD_SOURCES, type LeadSortOrder } from '../constants/leadSources';
import { LEAD_STATUSES } from '../constants/leadPipeline';
import { LEAD_PAGE_SIZE } from '../constants/paging';
import { DEFAULT_PROPERTY_SORT, PROPERTY_PAGE_SIZE, PROPERTY_SEARCH_MAX_LENGTH, PROPERTY_SORTS } from '../constants/propertyListing';
import { ALL_TYPES, PROPERTY_TYPES, type PropertyType } from '../constants/propertyTypes';
import {
  DEFAULT_STATUS_FILTER,
  LISTING_STATUS_FILTERS,
  STAFF_STATUS_FILTERS,
  type ListingStatusFilter,
  type StaffStatusFilter,
} from '../listingLifecycle';
import { trimmedString } from './fields';

/** Digits only ('12'; never '1e3', '-1' or '12.5'), optionally within a range. */
function wholeNumberParam(name: string, range?: { min: number; max: number }) {
  const message = range ? `${name} must be a whole number from ${range.min} to ${range.max}` : `${name} must be a whole number`;
  return number()
    .transform((_value: unknown, original: unknown) => {
      if (original === undefined || original === '') return undefined;
      return typeof original === 'string' && /^\d+$/.test(original) ? Number(original) : NaN;
    })
    .typeError(message)
    .min(range?.min ?? 0, message)
    .max(range?.max ?? Number.MAX_SAFE_INTEGER, message);
}

function choiceParam<T extends string>(name: string, choices: readonly T[], anyValue?: string) {
  return mixed<T>()
    .transform((value: unknown) => (value === '' || value === anyValue ? undefined : value))
    .oneOf([...choices], `${name} must be one of: ${choices.join(', ')}`);
}

/** GET /api/properties: the listing's filters (docs/product/reference.md#entities), its order and its page. */
export const propertyQuerySchema = object({
  search: string()
    .typeError('search must be a single text value')
    .max(PROPERTY_SEARCH_MAX_LENGTH, `search must be at most ${PROPERTY_SEARCH_MAX_LENGTH} characters`),
  neighborhood: choiceParam<NeighborhoodName>('neighborhood', NEIGHBORHOOD_NAMES, ALL_NEIGHBORHOODS),
  propertyType: choiceParam<PropertyType>('propertyType', PROPERTY_TYPES, ALL_TYPES),
  minPrice: wholeNumberParam('minPrice'),
  maxPrice: wholeNumberParam('maxPrice').when('minPrice', ([minPrice], schema) =>
    typeof minPrice === 'number'
      ? schema.test('not-below-min', 'maxPrice must not be less than minPrice', (max) => max === undefined || max >= minPrice)
      : schema,
  ),
  bedrooms: wholeNumberParam('bedrooms'),
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

/** GET /api/blog-posts: newest first, all of them unless `limit` says how many. */
export const blogPostQuerySchema = object({
  limit: wholeNumberParam('limit', { min: 1, max: BLOG_LIST_LIMIT }),
});

export type BlogPostQuery = InferType<typeof blogPostQuerySchema>;

/** The admin's lead filter: any source seen, or 'all'. */
export const LEAD_SOURCE_FILTERS = ['all', ...LEAD_SOURCES] as const;
export type LeadSourceFilter = (typeof LEAD_SOURCE_FILTERS)[number];

export const LEAD_SEARCH_MAX_LENGTH = 200;

/** About 2 KB of Firestore ids: a URL every browser, proxy and server accepts. */
export const LEAD_IDS_MAX = 100;
const leadIdsMessage = `ids must be a comma-separated list of 1 to ${LEAD_IDS_MAX} lead ids`;

const splitIds = (text: string) =>
  text
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');

/** `ids=a,b`: only these leads (one lead's export). A repeated `ids` or any other shape is refused. */
const leadIdsParam = mixed<string[]>()
  .transform((value: unknown) => (value === '' ? undefined : typeof value === 'string' ? splitIds(value) : value))
  .test(
    'lead-ids',
    leadIdsMessage,
    (ids, { originalValue }) => ids === undefined || (typeof originalValue === 'string' && ids.length >= 1 && ids.length <= LEAD_IDS_MAX),
  );

/** The pipeline's filters, 'all' for none; `owner=none` takes the leads nobody owns. */
export const LEAD_STATUS_FILTERS = ['all', ...LEAD_STATUSES] as const;
export type LeadStatusFilter = (typeof LEAD_STATUS_FILTERS)[number];
export const LEAD_OWNER_ALL = 'all';
export const LEAD_OWNER_NONE = 'none';

/**
 * GET /api/leads and /api/leads/export: `?search=&source=&status=&owner=&sortOrder=&ids=`; the list also pages
 * (`limit`, and `cursor` from the previous page's X-Next-Cursor), the export streams every match.
 */
export const leadListQuerySchema = object({
  search: trimmedString()
    .typeError('search must be text')
    .max(LEAD_SEARCH_MAX_LENGTH, `search must be at most ${LEAD_SEARCH_MAX_LENGTH} characters`)
    .default(''),
  source: choiceParam<LeadSourceFilter>('source', LEAD_SOURCE_FILTERS).default('all'),
  status: choiceParam<LeadStatusFilter>('status', LEAD_STATUS_FILTERS).default('all'),
  owner: trimmedString()
    .typeError('owner must be all, none or a staff account id')
    .matches(/^[A-Za-z0-9_-]{1,128}$/, 'owner must be all, none or a staff account id')
    .default(LEAD_OWNER_ALL),
  sortOrder: choiceParam<LeadSortOrder>('sortOrder', LEAD_SORT_ORDERS).default('desc'),
  ids: leadIdsParam,
  limit: wholeNumberParam('limit', { min: 1, max: LEAD_PAGE_SIZE.max }).default(LEAD_PAGE_SIZE.default),
  cursor: string().typeError('cursor is not valid'),
});

export type LeadListQuery = InferType<typeof leadListQuerySchema>;
/** What a list of leads is filtered by, without its paging (what an export covers). */
export type LeadMatchQuery = Omit<LeadListQuery, 'limit' | 'cursor'>;
