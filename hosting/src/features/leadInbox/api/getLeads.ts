import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { LEAD_PAGE_SIZE, PAGE_HEADERS, type Lead } from '@estate/domain';
import { apiRequest } from '@/api/client';
import type { LeadFilters } from '@/features/leadInbox/leadFilters';
import { leadsListUrl } from './leadsUrls';

/** docs/product.md#api: GET /api/debug/leads is the one query that is retried, once, a second later. */
export const LEADS_RETRY = { retry: 1, retryDelay: 1000 } as const;

interface LeadPage {
  leads: Lead[];
  /** How many leads match the filters over all pages. */
  total: number;
  nextCursor?: string;
}

async function fetchLeadPage(url: string): Promise<LeadPage> {
  const response = await apiRequest('GET', url);
  return {
    leads: (await response.json()) as Lead[],
    total: Number(response.headers.get(PAGE_HEADERS.totalCount)),
    nextCursor: response.headers.get(PAGE_HEADERS.nextCursor) ?? undefined,
  };
}

/** Outside the hook, so TanStack keeps the flattened list while the pages are the same. */
const loadedPages = ({ pages }: InfiniteData<LeadPage, string | undefined>) => ({
  leads: pages.flatMap((page) => page.leads),
  total: pages[0]?.total ?? 0,
});

/**
 * GET /api/debug/leads with these filters, `pageSize` leads a page, more pages on demand. Its
 * cache key is the first page's URL, so a deletion (which refreshes every key starting with
 * LEADS_LIST_URL) refetches the loaded pages. While another filter's list loads, the previous one
 * stays on screen (`isRefreshing`) instead of a blank table.
 */
export function useLeads(filters: LeadFilters, pageSize: number = LEAD_PAGE_SIZE.default) {
  const query = useInfiniteQuery({
    queryKey: [leadsListUrl(filters, { limit: pageSize })],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => fetchLeadPage(leadsListUrl(filters, { limit: pageSize, cursor: pageParam })),
    getNextPageParam: (page) => page.nextCursor,
    select: loadedPages,
    placeholderData: keepPreviousData,
    ...LEADS_RETRY,
  });
  return {
    /** Every loaded page's leads in order, and the first page's X-Total-Count; undefined until it came. */
    loaded: query.data,
    /** False while another filter's pages stand in: TanStack reads it from this filter's own pages. */
    hasMore: query.hasNextPage,
    /** Loads the next page; answers whether more remain after it. */
    loadMore: async () => (await query.fetchNextPage()).hasNextPage,
    /** A page or a refresh is on its way; another request would cancel it. */
    isFetching: query.isFetching,
    isPending: query.isPending,
    /** The list could not be read (a next page failing leaves the loaded ones readable). */
    isError: query.isError && !query.isFetchNextPageError,
    loadMoreFailed: query.isFetchNextPageError,
    /** The leads shown are another filter's; this one's are on their way. */
    isRefreshing: query.isPlaceholderData,
  };
}

export type LeadsList = ReturnType<typeof useLeads>;
