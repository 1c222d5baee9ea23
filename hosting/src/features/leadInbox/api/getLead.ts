import { useQuery } from '@tanstack/react-query';
import type { Lead } from '@estate/domain';
import { leadByIdUrl } from './leadsUrls';
import { LEADS_RETRY, type LeadsList } from './getLeads';

/**
 * The lead `leadId` names: from the loaded pages when it is there, else (a link to an older lead)
 * read alone with the list's ids filter. That waits for the list, whose first page holds the
 * leads the Overview links to.
 */
export function useLead(leadId: string | null, list: Pick<LeadsList, 'loaded' | 'isPending'>) {
  const loaded = list.loaded?.leads.find((lead) => lead.id === leadId);
  const lookup = useQuery<Lead[]>({
    queryKey: [leadByIdUrl(leadId ?? '')],
    enabled: leadId !== null && !list.isPending && !loaded,
    ...LEADS_RETRY,
  });
  return {
    lead: loaded ?? lookup.data?.find((lead) => lead.id === leadId),
    /** Still finding out: the list or the lookup is on its way. */
    isPending: !loaded && lookup.isPending,
    isError: lookup.isError,
  };
}
