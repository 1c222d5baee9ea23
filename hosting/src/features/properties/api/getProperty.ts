import { useQuery } from '@tanstack/react-query';
import type { Property } from '@estate/domain';

export const propertyKey = (id: string) => [`/api/properties/${encodeURIComponent(id)}`] as const;

export function useProperty(id: string | undefined) {
  return useQuery<Property>({ queryKey: propertyKey(id ?? ''), enabled: Boolean(id) });
}
