import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Property } from '@estate/domain';
import { getJson } from '@/api/client';
import { PRIVATE_LISTINGS_URL } from './urls';

/** GET /api/account/private-listings: the private listings on the market the signed-in client may see. */
export const getPrivateListings = () => getJson<Property[]>(PRIVATE_LISTINGS_URL);

export const getPrivateListingsQueryOptions = () => queryOptions({ queryKey: [PRIVATE_LISTINGS_URL], queryFn: () => getPrivateListings() });

export const usePrivateListings = (signedIn: boolean) => useQuery({ ...getPrivateListingsQueryOptions(), enabled: signedIn });
