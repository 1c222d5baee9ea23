import { useQuery } from '@tanstack/react-query';
import type { OpenHouseInvitation } from '@estate/domain';
import { getJson } from '@/api/client';
import { openHouseInvitationsUrl } from './urls';

/** GET /api/admin/open-houses/{id}/invitations: who was invited, latest first. */
export const getOpenHouseInvitations = (id: string) => getJson<OpenHouseInvitation[]>(openHouseInvitationsUrl(id));

export const useOpenHouseInvitations = (id: string) =>
  useQuery({ queryKey: [openHouseInvitationsUrl(id)], queryFn: () => getOpenHouseInvitations(id) });
