import type { Showing, ShowingTimeInput } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { SHOWINGS_URL, showingUrl } from '@/features/showings/api/urls';

/** POST /api/showings/:id/propose: the agent proposes another free time, held for the visitor to confirm. */
export const proposeShowing = ({ id, ...body }: ShowingTimeInput & { id: string }) =>
  sendJson<{ message: string; showing: Showing }>('POST', `${showingUrl(id)}/propose`, body);

export const useProposeShowing = () => useAdminMutation(proposeShowing, [SHOWINGS_URL, '/api/leads']);
