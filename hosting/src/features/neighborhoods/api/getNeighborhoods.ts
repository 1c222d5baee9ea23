import { useQuery } from '@tanstack/react-query';
import type { Neighborhood } from '@estate/domain';

export function useNeighborhoods() {
  return useQuery<Neighborhood[]>({ queryKey: ['/api/neighborhoods'] });
}

export function useNeighborhood(id: string | undefined) {
  return useQuery<Neighborhood>({ queryKey: [`/api/neighborhoods/${encodeURIComponent(id ?? '')}`], enabled: Boolean(id) });
}
