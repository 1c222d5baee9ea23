import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson } from './client';

/** docs/product.md#api: a query's key starts with its URL; reading it is a GET of that URL. */
const defaultQueryFn: QueryFunction = ({ queryKey }) => getJson(String(queryKey[0]));

/** docs/product.md#api: no retries (on mount neither), no refetch on focus, no polling, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        retryOnMount: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
