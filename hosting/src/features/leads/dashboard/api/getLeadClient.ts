import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadClientProfile } from '@estate/domain';
import { getJson } from '@/api/client';
import { leadUrl } from './urls';

const leadClientUrl = (id: string) => `${leadUrl(id)}/client`;

/** GET /api/leads/{id}/client: the person's client account, if they opened one (what they shared, what they viewed with consent). */
export const getLeadClient = (id: string) => getJson<{ profile: LeadClientProfile | null }>(leadClientUrl(id));

export const getLeadClientQueryOptions = (id: string) => queryOptions({ queryKey: [leadClientUrl(id)], queryFn: () => getLeadClient(id) });

export const useLeadClient = (id: string) => useQuery(getLeadClientQueryOptions(id));
