import { LEAD_EXPORTS_PATH, LEAD_PAGE_SIZE } from '@estate/domain';
import { leadFilterParams, type LeadFilters } from '@/features/leads/dashboard/leadFilters';

/** docs/product/api.md#api: the dashboard reads the leads list from this path; every cached list starts with it. */
export const LEADS_LIST_URL = '/api/debug/leads';
/** Where leads are written (a bulk delete); one lead's writes, notes and related leads are under `leadUrl`. */
export const LEADS_URL = '/api/leads';

export const leadUrl = (id: string) => `${LEADS_URL}/${encodeURIComponent(id)}`;

const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

const onlyLead = (id: string) => new URLSearchParams({ ids: id });

export interface LeadPageRequest {
  /** Leads per page; the API's default is left out of the URL. */
  limit?: number;
  /** The X-Next-Cursor of the page before; none for the first page. */
  cursor?: string;
}

/** A page of the list these filters give; without a cursor, its first page (the list's cache key). */
export function leadsListUrl(filters: LeadFilters, { limit = LEAD_PAGE_SIZE.default, cursor }: LeadPageRequest = {}) {
  const params = leadFilterParams(filters);
  if (limit !== LEAD_PAGE_SIZE.default) params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return withQuery(LEADS_LIST_URL, params);
}

/** The list holding just this lead (empty once it is deleted). */
export const leadByIdUrl = (id: string) => withQuery(LEADS_LIST_URL, onlyLead(id));

/** Where to ask for the CSV of the leads these filters list. */
export const leadsExportUrl = (filters: LeadFilters) => withQuery(LEAD_EXPORTS_PATH, leadFilterParams(filters));

/** The CSV of one lead, in the same columns as the full export. */
export const leadExportUrl = (id: string) => withQuery(LEAD_EXPORTS_PATH, onlyLead(id));
