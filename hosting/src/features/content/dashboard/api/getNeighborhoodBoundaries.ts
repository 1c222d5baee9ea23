import { queryOptions, useQuery } from '@tanstack/react-query';
import { NEIGHBORHOOD_BOUNDARIES_URL, type NeighborhoodBoundaryCollection } from '@estate/domain';
import { getJson } from '@/api/client';

/**
 * GET /api/neighborhoods/boundaries: every neighbourhood's outline, one GeoJSON FeatureCollection
 * (what a map draws). The dashboard's alone for now, so no public page's shared code carries it.
 */
export const getNeighborhoodBoundaries = () => getJson<NeighborhoodBoundaryCollection>(NEIGHBORHOOD_BOUNDARIES_URL);

export const getNeighborhoodBoundariesQueryOptions = () =>
  queryOptions({ queryKey: [NEIGHBORHOOD_BOUNDARIES_URL], queryFn: () => getNeighborhoodBoundaries() });

export const useNeighborhoodBoundaries = () => useQuery(getNeighborhoodBoundariesQueryOptions());
