import { useQuery } from '@tanstack/react-query';
import type { OpenHouse } from '@estate/domain';
import { getJson } from '@/api/client';
import { MANAGED_OPEN_HOUSES_URL } from './urls';

/** GET /api/admin/open-houses: those the staff member manages, latest first. */
export const getManagedOpenHouses = () => getJson<OpenHouse[]>(MANAGED_OPEN_HOUSES_URL);

export const useManagedOpenHouses = () => useQuery({ queryKey: [MANAGED_OPEN_HOUSES_URL], queryFn: getManagedOpenHouses });
