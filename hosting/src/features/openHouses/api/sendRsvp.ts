import { useMutation } from '@tanstack/react-query';
import type { RsvpAnswer, RsvpInput } from '@estate/domain';
import { apiRequest } from '@/api/client';
import { rsvpsUrl } from './urls';

interface Variables {
  openHouseId: string;
  rsvp: RsvpInput;
  /** One per reply, kept across retries: a retried RSVP counts once. */
  idempotencyKey: string;
}

/** POST /api/open-houses/{id}/rsvps: going, or on the waitlist when it is full. */
export const sendRsvp = async ({ openHouseId, rsvp, idempotencyKey }: Variables) =>
  (await (
    await apiRequest('POST', rsvpsUrl(openHouseId), rsvp, { headers: { 'Idempotency-Key': idempotencyKey }, appCheck: true })
  ).json()) as RsvpAnswer;

export const useSendRsvp = () => useMutation({ mutationFn: sendRsvp });
