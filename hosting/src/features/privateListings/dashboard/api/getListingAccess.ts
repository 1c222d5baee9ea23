import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingAccessPanel } from '@estate/domain';
import { getJson } from '@/api/client';
import { listingAccessUrl } from './urls';

/** GET /api/properties/:id/access: who asked, who may see the listing, who was refused, and the latest views. */
export const getListingAccess = (propertyId: string) => getJson<ListingAccessPanel>(listingAccessUrl(propertyId));

export const getListingAccessQueryOptions = (propertyId: string) =>
  queryOptions({ queryKey: [listingAccessUrl(propertyId)], queryFn: () => getListingAccess(propertyId) });

export const useListingAccess = (propertyId: string) => useQuery(getListingAccessQueryOptions(propertyId));
