import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_HEADERS, type Property, type PropertyListQuery, type PropertyPage } from '@estate/domain';
import { apiRequest } from '@/api/client';

/** GET /api/properties answers one page as a list; the next page's cursor comes in a header. */
export async function getProperties(query: PropertyListQuery, cursor?: string): Promise<PropertyPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (cursor) params.set('cursor', cursor);
  const search = params.toString();
  const response = await apiRequest('GET', `/api/properties${search ? `?${search}` : ''}`);
  return { items: (await response.json()) as Property[], nextCursor: response.headers.get(PAGE_HEADERS.nextCursor) ?? undefined };
}

export const getPropertiesQueryOptions = (query: PropertyListQuery) =>
  infiniteQueryOptions({
    queryKey: ['/api/properties', query],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => getProperties(query, pageParam),
    getNextPageParam: (page) => page.nextCursor,
  });

/** The filtered listing, page by page; a new query starts over (docs/product/reference.md#states: filter changes re-query). */
export const useProperties = (query: PropertyListQuery) => useInfiniteQuery(getPropertiesQueryOptions(query));
