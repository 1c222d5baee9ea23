import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentSales } from '@estate/domain';
import { getJson } from '@/api/client';

const SALES_URL = '/api/sales';

/** The agency's record of the past 12 months and its sold listings (docs/product/site.md#recent-sales). */
export const getRecentSales = () => getJson<RecentSales>(SALES_URL);

export const getRecentSalesQueryOptions = () => queryOptions({ queryKey: [SALES_URL], queryFn: getRecentSales });

export const useRecentSales = () => useQuery(getRecentSalesQueryOptions());
