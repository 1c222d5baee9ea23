import type { User } from '@estate/domain';
import { useToast } from '@/components/toasts';
import { displayName } from '@/features/staff/session';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import { useFailureToast } from '@/components/useFailureToast';
import { useDeleteUser } from './api/deleteUser';

/** docs/product/dashboard.md#users 'Delete User': confirmation, DELETE /api/admin/users/{id}, then its toast (docs/product/dashboard.md#users). */
export function useDeleteUserFlow() {
  const confirmDelete = useConfirmDelete();
  const deleteUser = useDeleteUser();
  const notification = useToast();
  const toastFailure = useFailureToast();

  return (user: User) =>
    confirmDelete({
      title: 'Delete this user?',
      content: `${displayName(user)} (${user.username}) will no longer be able to sign in. This cannot be undone.`,
      onConfirm: async () => {
        try {
          await deleteUser.mutateAsync(user.id);
          notification.success({ title: 'User Deleted', description: `${user.username} has been deleted.` });
        } catch (error) {
          toastFailure('Delete Failed', error);
        }
      },
    });
}
