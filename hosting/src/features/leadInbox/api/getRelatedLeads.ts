import { useQuery } from '@tanstack/react-query';
import type { Lead } from '@estate/domain';

/** GET /api/leads/{id}/related: the same person's other inquiries. */
export const useRelatedLeads = (id: string) => useQuery<Lead[]>({ queryKey: [`/api/leads/${encodeURIComponent(id)}/related`] });
