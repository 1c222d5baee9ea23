import { useQuery } from '@tanstack/react-query';
import type { Property } from '@estate/domain';

export const featuredPropertiesKey = ['/api/properties/featured'] as const;

export function useFeaturedProperties() {
  return useQuery<Property[]>({ queryKey: featuredPropertiesKey });
}
