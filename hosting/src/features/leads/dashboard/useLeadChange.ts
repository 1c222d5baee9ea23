import type { Lead, LeadUpdateInput } from '@estate/domain';
import { useToast } from '@/components/toasts';
import { useFailureToast } from '@/components/useFailureToast';
import { useUpdateLead } from './api/updateLead';
import { useStaffNames } from './useStaffNames';

/** What a change did, in the success toast. */
function changeText({ status, ownerId }: LeadUpdateInput, nameOf: (id: string) => string): string {
  if (status) return `Status: ${status}`;
  return ownerId ? `Owner: ${nameOf(ownerId)}` : 'Nobody owns it now';
}

/** A lead's status or owner changes, with a toast either way (the detail dialog and the row menu's 'Assign to'). */
export function useLeadChange() {
  const update = useUpdateLead();
  const { nameOf } = useStaffNames();
  const notification = useToast();
  const toastFailure = useFailureToast();
  const change = async (lead: Lead, fields: LeadUpdateInput) => {
    try {
      await update.mutateAsync({ id: lead.id, change: fields });
      notification.success({ title: 'Lead updated', description: changeText(fields, nameOf) });
    } catch (error) {
      toastFailure('Failed to update the lead', error);
    }
  };
  return { change, isPending: update.isPending };
}
