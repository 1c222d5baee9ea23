import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivateListingSummary } from '@estate/domain';
import { getJson } from '@/api/client';
import { PRIVATE_LISTINGS_URL } from './urls';

/** GET /api/private-listings: the private listings whose access the staff member answers, with the requests waiting. */
export const getPrivateListings = () => getJson<PrivateListingSummary[]>(PRIVATE_LISTINGS_URL);

export const getPrivateListingsQueryOptions = () => queryOptions({ queryKey: [PRIVATE_LISTINGS_URL], queryFn: () => getPrivateListings() });

export const usePrivateListings = () => useQuery(getPrivateListingsQueryOptions());
