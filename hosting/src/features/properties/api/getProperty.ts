import { useQuery } from '@tanstack/react-query';
import type { Property } from '@estate/domain';

export function useProperty(id: string | undefined) {
  return useQuery<Property>({ queryKey: [`/api/properties/${encodeURIComponent(id ?? '')}`], enabled: Boolean(id) });
}
