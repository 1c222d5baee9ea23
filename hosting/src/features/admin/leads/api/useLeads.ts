import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Lead } from '@estate/domain';
import type { LeadFilters } from '../leadFilters';
import { leadsListUrl } from './leadsUrls';

/** SPEC §7: the one query that is retried, once, a second later. */
const LEADS_RETRY = { retry: 1, retryDelay: 1000 } as const;

/**
 * GET /api/debug/leads with these filters. While another filter's list loads, the previous one
 * stays on screen (`isPlaceholderData`) instead of a blank table.
 */
export function useLeads(filters: LeadFilters) {
  return useQuery<Lead[]>({ queryKey: [leadsListUrl(filters)], placeholderData: keepPreviousData, ...LEADS_RETRY });
}
