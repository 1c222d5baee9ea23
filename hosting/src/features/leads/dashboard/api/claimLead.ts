import type { Lead } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { LEADS_LIST_URL, leadUrl } from './urls';

/** POST /api/leads/{id}/claim, an agent takes an unassigned lead. */
export const claimLead = (id: string) => sendJson<Lead>('POST', `${leadUrl(id)}/claim`);

/** Refreshes the leads' lists and lookups, as every lead write does (updateLead.ts). */
export const useClaimLead = () => useAdminMutation(claimLead, [LEADS_LIST_URL]);
