/** The dashboard's lead list and export: their query strings, whose messages name the parameter. */
import { mixed, object, string, type InferType } from 'yup';
import { trimmedString } from '../shared/fields';
import { LEAD_PAGE_SIZE } from '../shared/paging';
import { choiceParam, wholeNumberParam } from '../shared/queryParams';
import { LEAD_STATUSES } from './leadPipeline';
import { LEAD_SORT_ORDERS, LEAD_SOURCES, type LeadSortOrder } from './leadSources';

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
