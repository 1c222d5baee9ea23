import type { Property } from '@estate/domain';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/toasts';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import { useDeleteProperty } from './api/deleteProperty';

/** docs/product/dashboard.md#properties-tab: asks before deleting a listing, then deletes it and says how it went. */
export function useDeletePropertyFlow() {
  const confirmDelete = useConfirmDelete();
  const { mutateAsync: deleteProperty } = useDeleteProperty();
  const notification = useToast();

  return (property: Property) =>
    confirmDelete({
      title: 'Delete Property',
      content: `Delete “${property.title}”? This cannot be undone.`,
      onConfirm: async () => {
        try {
          await deleteProperty(property.id);
        } catch (error) {
          notification.error({ title: errorMessage(error, 'Failed to delete property') });
          throw error;
        }
        notification.success({ title: 'Property deleted successfully' });
      },
    });
}
