import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShowingAvailability } from '@estate/domain';
import { getJson } from '@/api/client';
import { AVAILABILITY_URL } from '@/features/showings/api/urls';

/** GET /api/showings/availability: the member's weekly showing hours and blocked times. */
export const getAvailability = () => getJson<ShowingAvailability>(AVAILABILITY_URL);

export const getAvailabilityQueryOptions = () => queryOptions({ queryKey: [AVAILABILITY_URL], queryFn: getAvailability });

export const useAvailability = () => useQuery(getAvailabilityQueryOptions());
