import { QueryClient } from '@tanstack/react-query';

/**
 * docs/product/api.md#api: no retries (on mount neither), no refetch on focus, no polling, never stale.
 * Each query brings its queryFn from its feature's query options (`get<Thing>QueryOptions`), under a
 * key that starts with its URL: that is how a write finds the reads it stales (useAdminMutation).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
