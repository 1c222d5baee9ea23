import type { CheckInAnswer, CheckInInput } from '@estate/domain';
import { apiRequest } from '@/api/client';
import { checkInsUrl } from './urls';

/**
 * POST /api/open-houses/{id}/check-ins with the key made on the device: sent again (the queue of
 * a device that was offline), it answers the first check-in's result. The queue drives it: no hook.
 */
export const sendCheckIn = async (openHouseId: string, checkIn: CheckInInput, idempotencyKey: string) =>
  (await (
    await apiRequest('POST', checkInsUrl(openHouseId), checkIn, { headers: { 'Idempotency-Key': idempotencyKey }, appCheck: true })
  ).json()) as CheckInAnswer;
