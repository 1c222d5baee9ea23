import { Button, Modal } from 'antd';
import type { User } from '@estate/domain';
import { useToast } from '@/components/toasts';
import { displayName } from '@/features/staff/session';
import { TemporaryPassword } from './TemporaryPassword';
import { useFailureToast } from '@/components/useFailureToast';
import { useResetPassword } from '@/features/staff/users/api/resetPassword';

interface Props {
  user: User;
  onClose: () => void;
}

/**
 * docs/product/dashboard.md#users 'Reset Password': asks first (the user's password is replaced and their sessions
 * end), then shows the temporary password to hand over. Cannot be closed while the reset runs.
 */
export function ResetPasswordDialog({ user, onClose }: Props) {
  const notification = useToast();
  const toastFailure = useFailureToast();
  const reset = useResetPassword();
  const newPassword = reset.data?.newPassword;
  const close = () => {
    if (!reset.isPending) onClose();
  };

  const confirm = async () => {
    try {
      const result = await reset.mutateAsync(user.id);
      notification.success({
        title: 'Password Reset Successful',
        description: `The temporary password for ${user.username} is ${result.newPassword}`,
      });
    } catch (error) {
      toastFailure('Failed to reset password', error);
      onClose();
    }
  };

  const footer = newPassword
    ? [
        <Button key="done" type="primary" onClick={onClose}>
          Done
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={close} disabled={reset.isPending} autoFocus>
          Cancel
        </Button>,
        <Button key="reset" type="primary" danger loading={reset.isPending} onClick={() => void confirm()}>
          Reset Password
        </Button>,
      ];

  return (
    <Modal
      open
      title={newPassword ? 'Password Reset Successful' : 'Reset this password?'}
      onCancel={close}
      closable={!reset.isPending}
      mask={{ closable: !reset.isPending }}
      keyboard={!reset.isPending}
      footer={footer}
      width={480}
    >
      {newPassword ? (
        <>
          <p>
            Give {displayName(user)} ({user.username}) this temporary password. They have been signed out everywhere and sign in with it
            from now on.
          </p>
          <TemporaryPassword password={newPassword} />
        </>
      ) : (
        <p>
          {displayName(user)} ({user.username}) gets a new temporary password: the current one stops working and they are signed out
          everywhere.
        </p>
      )}
    </Modal>
  );
}
