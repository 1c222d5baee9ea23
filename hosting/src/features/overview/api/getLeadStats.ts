import { useQuery } from '@tanstack/react-query';
import type { LeadStats } from '@estate/domain';

export const LEAD_STATS_URL = '/api/admin/lead-stats';

/** GET /api/admin/lead-stats, read while the Overview is open. */
export const useLeadStats = () => useQuery<LeadStats>({ queryKey: [LEAD_STATS_URL] });
