import type { BlockedTimeInput, ShowingAvailability } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { AVAILABILITY_URL } from '@/features/showings/api/urls';

/** POST /api/showings/availability/blocked: a time the member is away. */
export const addBlockedTime = (blocked: BlockedTimeInput) => sendJson<ShowingAvailability>('POST', `${AVAILABILITY_URL}/blocked`, blocked);

export const useAddBlockedTime = () => useAdminMutation(addBlockedTime, [AVAILABILITY_URL, '/api/showings/slots']);
