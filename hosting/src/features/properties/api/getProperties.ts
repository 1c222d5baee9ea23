import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_HEADERS, type Property, type PropertyListQuery, type PropertyPage } from '@estate/domain';
import { apiRequest } from '@/api/client';

/** GET /api/properties answers one page as a list; the next page's cursor comes in a header. */
export async function fetchPropertyPage(query: PropertyListQuery, cursor?: string): Promise<PropertyPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (cursor) params.set('cursor', cursor);
  const search = params.toString();
  const response = await apiRequest('GET', `/api/properties${search ? `?${search}` : ''}`);
  return { items: (await response.json()) as Property[], nextCursor: response.headers.get(PAGE_HEADERS.nextCursor) ?? undefined };
}

export const propertiesKey = (query: PropertyListQuery) => ['/api/properties', query] as const;

/** The filtered listing, page by page; a new query starts over (docs/product.md#states: filter changes re-query). */
export function useProperties(query: PropertyListQuery) {
  return useInfiniteQuery({
    queryKey: propertiesKey(query),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => fetchPropertyPage(query, pageParam),
    getNextPageParam: (page) => page.nextCursor,
  });
}
