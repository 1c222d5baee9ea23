import { App } from 'antd';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type Role, type User } from '@estate/domain';
import { useToast } from '@/components/toasts';
import { displayName } from '@/features/staff/session';
import { useFailureToast } from '@/components/useFailureToast';
import { useUpdateUser } from './api/updateUser';

/**
 * An admin changes an account's role, once they have confirmed it, since the account is
 * signed out everywhere. The server refuses your own role and the last admin's, with its reason.
 */
export function useChangeRoleFlow() {
  const { modal } = App.useApp();
  const update = useUpdateUser();
  const notification = useToast();
  const toastFailure = useFailureToast();

  return (user: User, role: Role) =>
    modal.confirm({
      title: `Change ${displayName(user)}'s role to ${ROLE_LABELS[role]}?`,
      content: (
        <>
          <p>
            {ROLE_LABELS[role]}: {ROLE_DESCRIPTIONS[role]}
          </p>
          <p>
            {displayName(user)} ({user.username}) will be signed out everywhere and sign in again with the new role.
          </p>
        </>
      ),
      okText: 'Change role',
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      // A failure has shown its toast; the dialog closes either way.
      onOk: async () => {
        try {
          await update.mutateAsync({ id: user.id, change: { role } });
          notification.success({
            title: 'Role changed',
            description: `${displayName(user)} is now ${role === 'admin' ? 'an admin' : 'an agent'} and has been signed out everywhere.`,
          });
        } catch (error) {
          toastFailure('Failed to change the role', error);
        }
      },
    });
}
