import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicOpenHouse } from '@estate/domain';
import { getJson } from '@/api/client';
import { openHouseUrl } from './urls';

/** GET /api/open-houses/{id}: one, as everyone may see it. */
export const getOpenHouse = (id: string) => getJson<PublicOpenHouse>(openHouseUrl(id));

export const getOpenHouseQueryOptions = (id: string) => queryOptions({ queryKey: [openHouseUrl(id)], queryFn: () => getOpenHouse(id) });

export const useOpenHouse = (id: string) => useQuery(getOpenHouseQueryOptions(id));
