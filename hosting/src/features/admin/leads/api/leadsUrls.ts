import { leadFilterParams, type LeadFilters } from '../leadFilters';

/** SPEC §7: the dashboard reads the leads list from this path; every cached list starts with it. */
export const LEADS_LIST_URL = '/api/debug/leads';
const LEADS_EXPORT_URL = '/api/leads/export';

const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

export const leadsListUrl = (filters: LeadFilters) => withQuery(LEADS_LIST_URL, leadFilterParams(filters));

/** The CSV of the leads these filters list. */
export const leadsExportUrl = (filters: LeadFilters) => withQuery(LEADS_EXPORT_URL, leadFilterParams(filters));

/** The CSV of one lead, in the same columns as the full export. */
export const leadExportUrl = (id: string) => withQuery(LEADS_EXPORT_URL, new URLSearchParams({ ids: id }));
