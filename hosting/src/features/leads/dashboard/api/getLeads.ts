import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { LEAD_PAGE_SIZE, PAGE_HEADERS, type Lead } from '@estate/domain';
import { apiRequest } from '@/api/client';
import type { LeadFilters } from '@/features/leads/dashboard/leadFilters';
import { leadsListUrl, type LeadPageRequest } from './urls';

/** docs/product/api.md#api: GET /api/debug/leads is the one query that is retried, once, a second later. */
export const LEADS_RETRY = { retry: 1, retryDelay: 1000 } as const;

interface LeadPage {
  leads: Lead[];
  /** How many leads match the filters over all pages. */
  total: number;
  nextCursor?: string;
}

/** GET /api/debug/leads: one page of the list these filters give. */
export async function getLeads(filters: LeadFilters, page: LeadPageRequest): Promise<LeadPage> {
  const response = await apiRequest('GET', leadsListUrl(filters, page));
  return {
    leads: (await response.json()) as Lead[],
    total: Number(response.headers.get(PAGE_HEADERS.totalCount)),
    nextCursor: response.headers.get(PAGE_HEADERS.nextCursor) ?? undefined,
  };
}

/**
 * `pageSize` leads a page, more pages on demand. The cache key is the first page's URL, so a
 * deletion (which refreshes every key starting with LEADS_LIST_URL) refetches the loaded pages.
 */
export const getLeadsQueryOptions = (filters: LeadFilters, pageSize: number = LEAD_PAGE_SIZE.default) =>
  infiniteQueryOptions({
    queryKey: [leadsListUrl(filters, { limit: pageSize })],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => getLeads(filters, { limit: pageSize, cursor: pageParam }),
    getNextPageParam: (page) => page.nextCursor,
    ...LEADS_RETRY,
  });

/** Outside the hook, so TanStack keeps the flattened list while the pages are the same. */
const loadedPages = ({ pages }: InfiniteData<LeadPage, string | undefined>) => ({
  leads: pages.flatMap((page) => page.leads),
  total: pages[0]?.total ?? 0,
});

/**
 * The leads these filters give, page by page. While another filter's list loads, the previous
 * one stays on screen (`isRefreshing`) instead of a blank table.
 */
export function useLeads(filters: LeadFilters, pageSize: number = LEAD_PAGE_SIZE.default) {
  const query = useInfiniteQuery({
    ...getLeadsQueryOptions(filters, pageSize),
    select: loadedPages,
    placeholderData: keepPreviousData,
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
    /** Reads the list again after it failed. */
    retry: () => query.refetch(),
    /** The leads shown are another filter's; this one's are on their way. */
    isRefreshing: query.isPlaceholderData,
  };
}

export type LeadsList = ReturnType<typeof useLeads>;
