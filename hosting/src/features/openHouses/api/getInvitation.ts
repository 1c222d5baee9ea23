import { useQuery } from '@tanstack/react-query';
import type { OpenHouseInvitationView } from '@estate/domain';
import { getJson } from '@/api/client';
import { invitationUrl, withQuery } from './urls';

/** GET /api/open-houses/{id}/invitation?token=: the open house whole, for the invited guest (never cached). */
export const getInvitation = (id: string, token: string) => getJson<OpenHouseInvitationView>(withQuery(invitationUrl(id), 'token', token));

export const useInvitation = (id: string, token: string) =>
  useQuery({ queryKey: [invitationUrl(id), token], queryFn: () => getInvitation(id, token) });
