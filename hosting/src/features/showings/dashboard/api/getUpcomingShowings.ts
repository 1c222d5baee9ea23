import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Showing } from '@estate/domain';
import { getJson } from '@/api/client';
import { SHOWINGS_URL } from '@/features/showings/api/urls';

/** GET /api/showings: the member's bookings from today on and the unassigned ones, requested first. */
export const getUpcomingShowings = () => getJson<Showing[]>(SHOWINGS_URL);

export const getUpcomingShowingsQueryOptions = () => queryOptions({ queryKey: [SHOWINGS_URL], queryFn: getUpcomingShowings });

export const useUpcomingShowings = () => useQuery(getUpcomingShowingsQueryOptions());
