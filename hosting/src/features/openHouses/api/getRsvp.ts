import { useQuery } from '@tanstack/react-query';
import type { RsvpView } from '@estate/domain';
import { getJson } from '@/api/client';
import { RSVP_URL, withQuery } from './urls';

/** GET /api/open-houses/rsvp?token=: the guest's reply through their link. */
export const getRsvp = (token: string) => getJson<RsvpView>(withQuery(RSVP_URL, 'token', token));

export const useRsvp = (token: string) => useQuery({ queryKey: [RSVP_URL, token], queryFn: () => getRsvp(token) });
