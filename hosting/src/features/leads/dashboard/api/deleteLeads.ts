import { MAX_LEADS_PER_DELETE } from '@estate/domain';
import { apiCall } from '@/api/client';
import { useAdminMutation } from '@/api/useAdminMutation';
import { LEADS_LIST_URL, LEADS_URL, leadUrl } from './urls';

/**
 * docs/product/dashboard.md#leads: one lead is a single delete, more a bulk delete, in batches the API accepts
 * (MAX_LEADS_PER_DELETE at a time).
 */
export async function deleteLeads(ids: string[]): Promise<void> {
  const [only] = ids;
  if (ids.length === 1 && only !== undefined) {
    await apiCall('DELETE', leadUrl(only));
    return;
  }
  for (let start = 0; start < ids.length; start += MAX_LEADS_PER_DELETE) {
    await apiCall('DELETE', LEADS_URL, { ids: ids.slice(start, start + MAX_LEADS_PER_DELETE) });
  }
}

export const useDeleteLeads = () => useAdminMutation(deleteLeads, [LEADS_LIST_URL]);
