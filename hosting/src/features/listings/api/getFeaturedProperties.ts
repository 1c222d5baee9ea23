import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Property } from '@estate/domain';
import { getJson } from '@/api/client';

const FEATURED_PROPERTIES_URL = '/api/properties/featured';

export const getFeaturedProperties = () => getJson<Property[]>(FEATURED_PROPERTIES_URL);

export const getFeaturedPropertiesQueryOptions = () =>
  queryOptions({ queryKey: [FEATURED_PROPERTIES_URL], queryFn: () => getFeaturedProperties() });

export const useFeaturedProperties = () => useQuery(getFeaturedPropertiesQueryOptions());
