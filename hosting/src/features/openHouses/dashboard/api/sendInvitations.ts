import type { InvitationInput, OpenHouseInvitation } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { OPEN_HOUSE_READS, openHouseInvitationsUrl } from './urls';

/** POST /api/admin/open-houses/{id}/invitations: each new invitee gets their own link by email. */
export const sendInvitations = ({ id, input }: { id: string; input: InvitationInput }) =>
  sendJson<{ sent: OpenHouseInvitation[]; alreadyInvited: number }>('POST', openHouseInvitationsUrl(id), input);

export const useSendInvitations = () => useAdminMutation(sendInvitations, OPEN_HOUSE_READS);
