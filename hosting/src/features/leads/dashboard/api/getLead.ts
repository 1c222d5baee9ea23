import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lead } from '@estate/domain';
import { getJson } from '@/api/client';
import { LEADS_RETRY, type LeadsList } from './getLeads';
import { leadByIdUrl } from './urls';

/** The list filtered to this lead's id: the lead, or none once it is deleted. */
export const getLead = (id: string) => getJson<Lead[]>(leadByIdUrl(id));

export const getLeadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [leadByIdUrl(id)],
    queryFn: () => getLead(id),
    select: (leads) => leads.find((lead) => lead.id === id),
    ...LEADS_RETRY,
  });

/**
 * The lead `leadId` names: from the loaded pages when it is there, else (a link to an older lead)
 * read alone with the list's ids filter. That waits for the list, whose first page holds the
 * leads the Overview links to.
 */
export function useLead(leadId: string | null, list: Pick<LeadsList, 'loaded' | 'isPending'>) {
  const loaded = list.loaded?.leads.find((lead) => lead.id === leadId);
  const lookup = useQuery({ ...getLeadQueryOptions(leadId ?? ''), enabled: leadId !== null && !list.isPending && !loaded });
  return {
    lead: loaded ?? lookup.data,
    /** Still finding out: the list or the lookup is on its way. */
    isPending: !loaded && lookup.isPending,
    isError: lookup.isError,
    retry: () => lookup.refetch(),
  };
}
