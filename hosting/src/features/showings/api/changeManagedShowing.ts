import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Showing, ShowingTimeInput } from '@estate/domain';
import { sendJson } from '@/api/client';
import { MANAGE_URL } from './urls';

export type ManageChange = { action: 'confirm' | 'cancel'; token: string } | ({ action: 'reschedule'; token: string } & ShowingTimeInput);

/** POST /api/showings/manage/{confirm,cancel,reschedule}: what the link's holder does; the token is the permission. */
export const changeManagedShowing = ({ action, ...body }: ManageChange) =>
  sendJson<{ message: string; showing: Showing }>('POST', `${MANAGE_URL}/${action}`, body, { appCheck: true });

/** The page's one write: it refreshes the booking shown and the slots it freed or took. */
export function useChangeManagedShowing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeManagedShowing,
    onSettled: () =>
      client.invalidateQueries({ predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && queryKey[0].startsWith('/api/showings') }),
  });
}
