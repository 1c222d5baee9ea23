import { queryOptions, useQuery } from '@tanstack/react-query';
import { NEIGHBORHOOD_BOUNDARIES_URL, type NeighborhoodBoundaryCollection } from '@estate/domain';
import { getJson } from '@/api/client';

/**
 * GET /api/neighborhoods/boundaries (public): every neighbourhood's outline, one GeoJSON
 * FeatureCollection, which every map draws (listings/map/style) and the dashboard's boundary field
 * lists. Only map chunks and the dashboard load it (vite.config.ts keeps listings/map out of the
 * public pages' shared chunk), so no page's first JavaScript carries it.
 */
export const getNeighborhoodBoundaries = () => getJson<NeighborhoodBoundaryCollection>(NEIGHBORHOOD_BOUNDARIES_URL);

export const getNeighborhoodBoundariesQueryOptions = () =>
  queryOptions({ queryKey: [NEIGHBORHOOD_BOUNDARIES_URL], queryFn: () => getNeighborhoodBoundaries() });

export const useNeighborhoodBoundaries = () => useQuery(getNeighborhoodBoundariesQueryOptions());
