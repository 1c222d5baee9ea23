import type { Lead, LeadNote, LeadNoteInput, LeadUpdateInput } from '@estate/domain';
import { sendJson, useAdminMutation } from '@/features/admin/api/useAdminMutation';
import { LEADS_LIST_URL } from './leadsUrls';

const leadUrl = (id: string) => `/api/leads/${encodeURIComponent(id)}`;

/** Issue 12: PATCH /api/leads/{id} (status, owner); every cached list and lookup of leads refreshes. */
export const useUpdateLead = (id: string) =>
  useAdminMutation((change: LeadUpdateInput) => sendJson<Lead>('PATCH', leadUrl(id), change), [LEADS_LIST_URL]);

/** POST /api/leads/{id}/notes. */
export const useAddLeadNote = (id: string) =>
  useAdminMutation((note: LeadNoteInput) => sendJson<LeadNote>('POST', `${leadUrl(id)}/notes`, note), [LEADS_LIST_URL]);
