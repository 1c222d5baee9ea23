import { Switch } from 'antd';
import type { User } from '@estate/domain';
import { useToast } from '@/components/toasts';
import { displayName } from '@/features/staff/session';
import { useFailureToast } from '@/components/useFailureToast';
import { useUpdateUser } from '@/features/staff/users/api/updateUser';

/**
 * Whether an agent takes new leads when they are assigned automatically (Settings).
 * Admins are assigned leads by hand only, so their row has no switch; a deactivated agent takes
 * none until reactivated, so theirs is off and locked.
 */
export function AvailabilitySwitch({ user }: { user: User }) {
  const update = useUpdateUser();
  const notification = useToast();
  const toastFailure = useFailureToast();
  if (user.role !== 'agent') return <span aria-hidden>—</span>;

  const change = async (available: boolean) => {
    try {
      await update.mutateAsync({ id: user.id, change: { available } });
      notification.success({
        title: 'User updated',
        description: available
          ? `${displayName(user)} is available for new leads.`
          : `${displayName(user)} gets no new leads automatically.`,
      });
    } catch (error) {
      toastFailure('Failed to update the user', error);
    }
  };

  return (
    <Switch
      size="small"
      checked={user.available === true}
      loading={update.isPending}
      disabled={user.deactivatedAt !== undefined}
      aria-label={`Available for new leads: ${displayName(user)}`}
      onChange={(available) => void change(available)}
    />
  );
}
