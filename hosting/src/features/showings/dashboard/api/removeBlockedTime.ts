import type { ShowingAvailability } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { AVAILABILITY_URL } from '@/features/showings/api/urls';

/** DELETE /api/showings/availability/blocked/:id. */
export const removeBlockedTime = (id: string) =>
  sendJson<ShowingAvailability>('DELETE', `${AVAILABILITY_URL}/blocked/${encodeURIComponent(id)}`);

export const useRemoveBlockedTime = () => useAdminMutation(removeBlockedTime, [AVAILABILITY_URL, '/api/showings/slots']);
