import type { Lead, LeadNote, LeadNoteInput, LeadUpdateInput } from '@estate/domain';
import { sendJson, useAdminMutation } from '@/api/useAdminMutation';
import { LEADS_LIST_URL } from './leadsUrls';

const leadUrl = (id: string) => `/api/leads/${encodeURIComponent(id)}`;

// Every write refreshes every cached list and lookup of leads, after a refusal too: a 404 or
// 409 means the list on screen is out of date (someone else claimed or took the lead).

/** PATCH /api/leads/{id} (status; an admin's owner). */
export const useUpdateLead = () =>
  useAdminMutation(
    ({ id, change }: { id: string; change: LeadUpdateInput }) => sendJson<Lead>('PATCH', leadUrl(id), change),
    [LEADS_LIST_URL],
  );

/** POST /api/leads/{id}/notes. */
export const useAddLeadNote = (id: string) =>
  useAdminMutation((note: LeadNoteInput) => sendJson<LeadNote>('POST', `${leadUrl(id)}/notes`, note), [LEADS_LIST_URL]);

/** POST /api/leads/{id}/claim, an agent takes an unassigned lead. */
export const useClaimLead = () => useAdminMutation((id: string) => sendJson<Lead>('POST', `${leadUrl(id)}/claim`), [LEADS_LIST_URL]);
