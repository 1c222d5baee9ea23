import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lead } from '@estate/domain';
import { getJson } from '@/api/client';
import { leadUrl } from './urls';

const relatedLeadsUrl = (id: string) => `${leadUrl(id)}/related`;

/** GET /api/leads/{id}/related: the same person's other inquiries. */
export const getRelatedLeads = (id: string) => getJson<Lead[]>(relatedLeadsUrl(id));

export const getRelatedLeadsQueryOptions = (id: string) =>
  queryOptions({ queryKey: [relatedLeadsUrl(id)], queryFn: () => getRelatedLeads(id) });

export const useRelatedLeads = (id: string) => useQuery(getRelatedLeadsQueryOptions(id));
