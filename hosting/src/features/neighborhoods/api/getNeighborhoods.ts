import { useQuery } from '@tanstack/react-query';
import type { Neighborhood } from '@estate/domain';

export const neighborhoodsKey = ['/api/neighborhoods'] as const;

export const neighborhoodKey = (id: string) => [`/api/neighborhoods/${encodeURIComponent(id)}`] as const;

export function useNeighborhoods() {
  return useQuery<Neighborhood[]>({ queryKey: neighborhoodsKey });
}

export function useNeighborhood(id: string | undefined) {
  return useQuery<Neighborhood>({ queryKey: neighborhoodKey(id ?? ''), enabled: Boolean(id) });
}
