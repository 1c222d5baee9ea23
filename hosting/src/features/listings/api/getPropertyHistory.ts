import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryRow } from '@estate/domain';
import { getJson } from '@/api/client';

const historyUrl = (id: string) => `/api/properties/${encodeURIComponent(id)}/history`;

/** A listing's public history, newest first (docs/product/site.md#listing-lifecycle). */
export const getPropertyHistory = (id: string) => getJson<HistoryRow[]>(historyUrl(id));

export const getPropertyHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: [historyUrl(id)], queryFn: () => getPropertyHistory(id) });

export const usePropertyHistory = (id: string) => useQuery(getPropertyHistoryQueryOptions(id));
