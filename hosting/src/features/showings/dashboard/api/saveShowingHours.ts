import type { ShowingAvailability, WeeklyHours } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { AVAILABILITY_URL } from '@/features/showings/api/urls';

/** PUT /api/showings/availability/hours: the member's weekly showing hours. */
export const saveShowingHours = (hours: WeeklyHours) => sendJson<ShowingAvailability>('PUT', `${AVAILABILITY_URL}/hours`, { hours });

export const useSaveShowingHours = () => useAdminMutation(saveShowingHours, [AVAILABILITY_URL, '/api/showings/slots']);
