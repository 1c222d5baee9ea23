import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteHealthReport } from '@estate/domain';
import { getJson } from '@/api/client';
import { SITE_HEALTH_URL } from './urls';

/** GET /api/admin/site-health: the last 7 and 28 days' Core Web Vitals and errors, and the health checks. */
export const getSiteHealth = () => getJson<SiteHealthReport>(SITE_HEALTH_URL);

export const getSiteHealthQueryOptions = () => queryOptions({ queryKey: [SITE_HEALTH_URL], queryFn: () => getSiteHealth() });

export const useSiteHealth = () => useQuery(getSiteHealthQueryOptions());
