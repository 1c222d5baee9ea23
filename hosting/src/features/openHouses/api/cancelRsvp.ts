import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/api/client';
import { RSVP_URL } from './urls';

/** POST /api/open-houses/rsvp/cancel: the guest cancels through their link. */
export const cancelRsvp = (token: string) => sendJson<{ message: string }>('POST', `${RSVP_URL}/cancel`, { token }, { appCheck: true });

export const useCancelRsvp = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelRsvp, onSettled: () => client.invalidateQueries({ queryKey: [RSVP_URL] }) });
};
