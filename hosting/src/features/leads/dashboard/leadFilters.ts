import {
  LEAD_OWNER_ALL,
  LEAD_OWNER_NONE,
  LEAD_SEARCH_MAX_LENGTH,
  LEAD_SORT_ORDERS,
  LEAD_SOURCE_FILTERS,
  LEAD_STATUS_FILTERS,
  type LeadSortOrder,
  type LeadSourceFilter,
  type LeadStatusFilter,
} from '@estate/domain';

/** The Leads tab's filters: what GET /api/debug/leads and the export take (docs/product/api.md#api), the pipeline's status and owner included. */
export interface LeadFilters {
  search: string;
  source: LeadSourceFilter;
  status: LeadStatusFilter;
  /** 'all', 'none' (nobody owns it) or a staff account's id. */
  owner: string;
  sortOrder: LeadSortOrder;
}

export const DEFAULT_LEAD_FILTERS: LeadFilters = { search: '', source: 'all', status: 'all', owner: LEAD_OWNER_ALL, sortOrder: 'desc' };

const FILTER_KEYS = ['search', 'source', 'status', 'owner', 'sortOrder'] as const satisfies readonly (keyof LeadFilters)[];
const OWNER_PARAM = /^[A-Za-z0-9_-]{1,128}$/;

const isOneOf = <T extends string>(choices: readonly T[], value: string | null): value is T =>
  value !== null && (choices as readonly string[]).includes(value);

/**
 * Whether the owner filter is one the viewer may ask for. An agent (`agentUid`) filters by their
 * own id, nobody, or both; another staff member's id (an admin's shared link) is refused by the API.
 */
const mayFilterBy = (owner: string | null, agentUid: string | undefined): owner is string =>
  owner !== null && OWNER_PARAM.test(owner) && (agentUid === undefined || [LEAD_OWNER_ALL, LEAD_OWNER_NONE, agentUid].includes(owner));

/** The filters a query string holds, as `agentUid` (an agent's id; none for an admin) may ask; values the API would refuse count as not given. */
export function readLeadFilters(params: URLSearchParams, agentUid?: string): LeadFilters {
  const source = params.get('source');
  const status = params.get('status');
  const owner = params.get('owner');
  const sortOrder = params.get('sortOrder');
  return {
    search: (params.get('search') ?? '').trim().slice(0, LEAD_SEARCH_MAX_LENGTH),
    source: isOneOf(LEAD_SOURCE_FILTERS, source) ? source : DEFAULT_LEAD_FILTERS.source,
    status: isOneOf(LEAD_STATUS_FILTERS, status) ? status : DEFAULT_LEAD_FILTERS.status,
    owner: mayFilterBy(owner, agentUid) ? owner : DEFAULT_LEAD_FILTERS.owner,
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
