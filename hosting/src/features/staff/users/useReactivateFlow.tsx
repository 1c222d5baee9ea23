import { App } from 'antd';
import { OFFBOARDING_TEXTS, type User } from '@estate/domain';
import { useToast } from '@/components/toasts';
import { useFailureToast } from '@/components/useFailureToast';
import { displayName } from '@/features/staff/session';
import { useReactivateUser } from './api/offboarding';

/** docs/product/dashboard.md#users 'Reactivate': confirmation, POST /api/admin/users/{id}/reactivate, then its toast. */
export function useReactivateFlow() {
  const { modal } = App.useApp();
  const reactivate = useReactivateUser();
  const notification = useToast();
  const toastFailure = useFailureToast();

  return (user: User) =>
    modal.confirm({
      title: `Reactivate ${displayName(user)}?`,
      content: `${displayName(user)} (${user.username}) can sign in again with their password (and sets up a second factor again where one is required). The records handed over stay with their new owners.`,
      okText: 'Reactivate',
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      // A failure has shown its toast; the dialog closes either way.
      onOk: async () => {
        try {
          await reactivate.mutateAsync(user.id);
          notification.success({ title: OFFBOARDING_TEXTS.reactivatedToast, description: `${displayName(user)} can sign in again.` });
        } catch (error) {
          toastFailure('Reactivation Failed', error);
        }
      },
    });
}
