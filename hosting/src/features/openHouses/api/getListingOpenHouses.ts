import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicOpenHouse } from '@estate/domain';
import { getJson } from '@/api/client';
import { listingOpenHousesUrl } from './urls';

/** GET /api/properties/{id}/open-houses: a listing's upcoming open houses. */
export const getListingOpenHouses = (listingId: string) => getJson<PublicOpenHouse[]>(listingOpenHousesUrl(listingId));

export const getListingOpenHousesQueryOptions = (listingId: string) =>
  queryOptions({ queryKey: [listingOpenHousesUrl(listingId)], queryFn: () => getListingOpenHouses(listingId) });

export const useListingOpenHouses = (listingId: string) => useQuery(getListingOpenHousesQueryOptions(listingId));
