import type { LeadNote, LeadNoteInput } from '@estate/domain';
import { sendJson } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { LEADS_LIST_URL, leadUrl } from './urls';

/** POST /api/leads/{id}/notes. */
export const addLeadNote = (id: string, note: LeadNoteInput) => sendJson<LeadNote>('POST', `${leadUrl(id)}/notes`, note);

/** Refreshes the leads' lists and lookups, as every lead write does (updateLead.ts). */
export const useAddLeadNote = (id: string) => useAdminMutation((note: LeadNoteInput) => addLeadNote(id, note), [LEADS_LIST_URL]);
