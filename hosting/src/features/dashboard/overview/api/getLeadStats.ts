import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadStats } from '@estate/domain';
import { getJson } from '@/api/client';

export const LEAD_STATS_URL = '/api/admin/lead-stats';

export const getLeadStats = () => getJson<LeadStats>(LEAD_STATS_URL);

export const getLeadStatsQueryOptions = () => queryOptions({ queryKey: [LEAD_STATS_URL], queryFn: () => getLeadStats() });

/** GET /api/admin/lead-stats, read while the Overview is open. */
export const useLeadStats = () => useQuery(getLeadStatsQueryOptions());
