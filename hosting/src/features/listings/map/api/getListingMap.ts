import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAP_VIEW_PARAM, MAP_ZOOM_PARAM, type ListingMapAnswer } from '@estate/domain';
import { getJson } from '@/api/client';
import { writeListingFilters, type ListingFilters } from '@/features/listings/components/propertyFilterParams';

/** What the map asks for: the list's filters (their view and order aside), the map's view and its zoom rounded down. */
export interface ListingMapQuery {
  filters: ListingFilters;
  view: string;
  zoom: number;
}

/** GET /api/properties/map's address for a query (docs/product/api.md). */
export function listingMapUrl({ filters: { view: _view, sort: _sort, ...filters }, view, zoom }: ListingMapQuery): string {
  const params = writeListingFilters(filters);
  params.set(MAP_VIEW_PARAM, view);
  params.set(MAP_ZOOM_PARAM, String(zoom));
  return `/api/properties/map?${params.toString()}`;
}

/**
 * The pins and clusters in the map's view. A move asks again, and the stale request is aborted (the
 * query's signal: its key is no longer watched); the last answer stays drawn until the next arrives.
 */
export function useListingMap(query: ListingMapQuery | undefined) {
  // Keyed by the address asked, not the filters: the list's view (which each move writes into the URL
  // just after the map asks) is not the map's, and must not ask the same answer again.
  const url = query && listingMapUrl(query);
  return useQuery({
    ...queryOptions({
      queryKey: ['/api/properties/map', url],
      queryFn: ({ signal }) => getJson<ListingMapAnswer>(url!, { signal }),
    }),
    enabled: url !== undefined,
    placeholderData: keepPreviousData,
  });
}
