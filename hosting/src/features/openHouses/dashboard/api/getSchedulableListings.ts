import { useQuery } from '@tanstack/react-query';
import type { OpenHouseListing } from '@estate/domain';
import { getJson } from '@/api/client';
import { SCHEDULABLE_LISTINGS_URL } from './urls';

/** GET /api/admin/open-houses/listings: the listings the staff member may schedule open houses for. */
export const getSchedulableListings = () => getJson<OpenHouseListing[]>(SCHEDULABLE_LISTINGS_URL);

export const useSchedulableListings = () => useQuery({ queryKey: [SCHEDULABLE_LISTINGS_URL], queryFn: getSchedulableListings });
