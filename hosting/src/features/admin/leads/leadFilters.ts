import { LEAD_SEARCH_MAX_LENGTH, LEAD_SORT_ORDERS, LEAD_SOURCE_FILTERS, type LeadSortOrder, type LeadSourceFilter } from '@estate/domain';

/** The Leads tab's filters: what GET /api/debug/leads and the export take (SPEC §7). */
export interface LeadFilters {
  search: string;
  source: LeadSourceFilter;
  sortOrder: LeadSortOrder;
}

export const DEFAULT_LEAD_FILTERS: LeadFilters = { search: '', source: 'all', sortOrder: 'desc' };

const FILTER_KEYS = ['search', 'source', 'sortOrder'] as const satisfies readonly (keyof LeadFilters)[];

const isOneOf = <T extends string>(choices: readonly T[], value: string | null): value is T =>
  value !== null && (choices as readonly string[]).includes(value);

/** The filters a query string holds; values the API would refuse count as not given. */
export function readLeadFilters(params: URLSearchParams): LeadFilters {
  const source = params.get('source');
  const sortOrder = params.get('sortOrder');
  return {
    search: (params.get('search') ?? '').trim().slice(0, LEAD_SEARCH_MAX_LENGTH),
    source: isOneOf(LEAD_SOURCE_FILTERS, source) ? source : DEFAULT_LEAD_FILTERS.source,
    sortOrder: isOneOf(LEAD_SORT_ORDERS, sortOrder) ? sortOrder : DEFAULT_LEAD_FILTERS.sortOrder,
  };
}

/**
 * The query string of these filters, defaults left out: a list has one URL however its filters
 * were written, so one cached answer.
 */
export function leadFilterParams(filters: LeadFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    if (filters[key] !== DEFAULT_LEAD_FILTERS[key]) params.set(key, filters[key]);
  }
  return params;
}
