import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentDecision, Showing } from '@estate/domain';
import { ApiRequestError, getJson } from '@/api/client';
import { showingUrl } from '@/features/showings/api/urls';

/** GET /api/showings/:id: the booking a lead made (its id is the lead's), whether the viewer may act, and what they may decide. */
export interface ShowingPanelData {
  showing: Showing;
  mayAct: boolean;
  decisions: AgentDecision[];
}

/** The lead's booking, or null when the lead booked none. */
export async function getShowingPanel(leadId: string): Promise<ShowingPanelData | null> {
  try {
    return await getJson<ShowingPanelData>(showingUrl(leadId));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export const getShowingPanelQueryOptions = (leadId: string) =>
  queryOptions({ queryKey: [showingUrl(leadId)], queryFn: () => getShowingPanel(leadId) });

export const useShowingPanel = (leadId: string) => useQuery(getShowingPanelQueryOptions(leadId));
