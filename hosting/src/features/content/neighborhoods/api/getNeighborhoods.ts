import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Neighborhood } from '@estate/domain';
import { getJson } from '@/api/client';

const NEIGHBORHOODS_URL = '/api/neighborhoods';

export const getNeighborhoods = () => getJson<Neighborhood[]>(NEIGHBORHOODS_URL);

export const getNeighborhoodsQueryOptions = () => queryOptions({ queryKey: [NEIGHBORHOODS_URL], queryFn: () => getNeighborhoods() });

export const useNeighborhoods = () => useQuery(getNeighborhoodsQueryOptions());
