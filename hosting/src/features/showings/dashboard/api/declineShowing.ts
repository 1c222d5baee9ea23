import type { Showing, ShowingDeclineInput } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { SHOWINGS_URL, showingUrl } from '@/features/showings/api/urls';

/** POST /api/showings/:id/decline: the agent declines, with a note for the visitor. */
export const declineShowing = ({ id, ...body }: ShowingDeclineInput & { id: string }) =>
  sendJson<{ message: string; showing: Showing }>('POST', `${showingUrl(id)}/decline`, body);

export const useDeclineShowing = () => useAdminMutation(declineShowing, [SHOWINGS_URL, '/api/leads']);
