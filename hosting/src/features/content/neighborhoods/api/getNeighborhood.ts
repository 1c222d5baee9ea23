import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Neighborhood } from '@estate/domain';
import { getJson } from '@/api/client';

const neighborhoodUrl = (id: string) => `/api/neighborhoods/${encodeURIComponent(id)}`;

export const getNeighborhood = (id: string) => getJson<Neighborhood>(neighborhoodUrl(id));

export const getNeighborhoodQueryOptions = (id: string) =>
  queryOptions({ queryKey: [neighborhoodUrl(id)], queryFn: () => getNeighborhood(id) });

/** Read once the route names a neighborhood. */
export const useNeighborhood = (id: string | undefined) => useQuery({ ...getNeighborhoodQueryOptions(id ?? ''), enabled: Boolean(id) });
