import type { Showing } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { SHOWINGS_URL, showingUrl } from '@/features/showings/api/urls';

/** POST /api/showings/:id/confirm: the agent confirms the requested time. */
export const confirmShowing = (id: string) => sendJson<{ message: string; showing: Showing }>('POST', `${showingUrl(id)}/confirm`);

export const useConfirmShowing = () => useAdminMutation(confirmShowing, [SHOWINGS_URL, '/api/leads']);
