import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { PAGE_HEADERS, type AuditEntry, type AuditLogFilters } from '@estate/domain';
import { apiRequest } from '@/api/client';
import { auditLogUrl } from './urls';

interface AuditLogPage {
  entries: AuditEntry[];
  nextCursor?: string;
}

/** GET /api/audit-log: one page of the entries these filters select, newest first. */
export async function getAuditLog(filters: AuditLogFilters, cursor?: string): Promise<AuditLogPage> {
  const response = await apiRequest('GET', auditLogUrl(filters, cursor));
  return { entries: (await response.json()) as AuditEntry[], nextCursor: response.headers.get(PAGE_HEADERS.nextCursor) ?? undefined };
}

export const getAuditLogQueryOptions = (filters: AuditLogFilters) =>
  infiniteQueryOptions({
    queryKey: [auditLogUrl(filters)],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => getAuditLog(filters, pageParam),
    getNextPageParam: (page) => page.nextCursor,
  });

const loadedEntries = ({ pages }: InfiniteData<AuditLogPage, string | undefined>) => pages.flatMap((page) => page.entries);

/** The entries these filters select, page by page; the previous filter's stay on screen while the new ones load. */
export function useAuditLog(filters: AuditLogFilters) {
  const query = useInfiniteQuery({ ...getAuditLogQueryOptions(filters), select: loadedEntries, placeholderData: keepPreviousData });
  return {
    entries: query.data,
    hasMore: query.hasNextPage,
    loadMore: () => query.fetchNextPage(),
    isFetchingMore: query.isFetchingNextPage,
    isPending: query.isPending,
    isError: query.isError && !query.isFetchNextPageError,
    loadMoreFailed: query.isFetchNextPageError,
    retry: () => query.refetch(),
  };
}
