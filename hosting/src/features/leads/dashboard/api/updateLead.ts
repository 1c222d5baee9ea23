import type { Lead, LeadUpdateInput } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { LEADS_LIST_URL, leadUrl } from './urls';

/** PATCH /api/leads/{id} (status; an admin's owner). */
export const updateLead = ({ id, change }: { id: string; change: LeadUpdateInput }) => sendJson<Lead>('PATCH', leadUrl(id), change);

// Every lead write refreshes every cached list and lookup of leads, after a refusal too: a 404 or
// 409 means the list on screen is out of date (someone else claimed or took the lead).
export const useUpdateLead = () => useAdminMutation(updateLead, [LEADS_LIST_URL]);
