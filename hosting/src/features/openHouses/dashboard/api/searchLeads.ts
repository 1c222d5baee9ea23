import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Lead } from '@estate/domain';
import { getJson } from '@/api/client';

const LEADS_URL = '/api/leads';
/** The leads a search shows to pick invitees from. */
const SHOWN = 20;

/** GET /api/leads?search=: the staff member's leads matching the words, to invite (docs/product/dashboard.md#leads). */
export const searchLeads = (search: string) => getJson<Lead[]>(`${LEADS_URL}?${new URLSearchParams({ search, limit: String(SHOWN) })}`);

export const useLeadSearch = (search: string) =>
  useQuery({ queryKey: [LEADS_URL, { search, limit: SHOWN }], queryFn: () => searchLeads(search), placeholderData: keepPreviousData });
