import type { Lead } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/toasts';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import { useDeleteLeads } from './api/deleteLeads';

function confirmation(leads: Lead[]) {
  const [only] = leads;
  return leads.length === 1 && only
    ? { title: 'Delete this lead?', content: `The lead from ${only.name} (${only.email}) will be permanently deleted.` }
    : { title: `Delete ${leads.length} leads?`, content: `The ${leads.length} selected leads will be permanently deleted.` };
}

/**
 * Deletes leads once the user confirms (docs/product/dashboard.md#leads), with its toasts (docs/product/dashboard.md#leads); `onDeleted` runs
 * after a success (the Leads tab clears its selection then).
 */
export function useDeleteLeadsFlow() {
  const notification = useToast();
  const confirmDelete = useConfirmDelete();
  const mutation = useDeleteLeads();

  return (leads: Lead[], onDeleted?: () => void) =>
    confirmDelete({
      ...confirmation(leads),
      onConfirm: async () => {
        try {
          await mutation.mutateAsync(leads.map((lead) => lead.id));
        } catch (error) {
          notification.error({ title: 'Failed to delete lead(s)', description: errorMessage(error, 'Please try again.') });
          throw error;
        }
        notification.success({ title: leads.length === 1 ? 'Lead deleted successfully' : 'Selected leads deleted successfully' });
        onDeleted?.();
      },
    });
}
