import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicOpenHouse } from '@estate/domain';
import { getJson } from '@/api/client';
import { OPEN_HOUSES_URL } from './urls';

/** GET /api/open-houses: the upcoming open houses everyone may see (docs/product/open-houses.md#open-houses). */
export const getOpenHouses = () => getJson<PublicOpenHouse[]>(OPEN_HOUSES_URL);

export const getOpenHousesQueryOptions = () => queryOptions({ queryKey: [OPEN_HOUSES_URL], queryFn: getOpenHouses });

export const useOpenHouses = () => useQuery(getOpenHousesQueryOptions());
