import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingTeaser, Property } from '@estate/domain';
import { getJson } from '@/api/client';

const propertyUrl = (id: string) => `/api/properties/${encodeURIComponent(id)}`;

/** A public listing whole, a private one's teaser (docs/product/private-collection.md#private-collection). */
export const getProperty = (id: string) => getJson<Property | ListingTeaser>(propertyUrl(id));

export const getPropertyQueryOptions = (id: string) => queryOptions({ queryKey: [propertyUrl(id)], queryFn: () => getProperty(id) });

/** Read once the route names a listing. */
export const useProperty = (id: string | undefined) => useQuery({ ...getPropertyQueryOptions(id ?? ''), enabled: Boolean(id) });
