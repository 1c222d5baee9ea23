import { Alert, Skeleton } from 'antd';
import {
  BY_ROTATION,
  deactivationSchema,
  OFFBOARDING_TEXTS,
  REACTIVATION_WINDOW_DAYS,
  type DeactivationInput,
  type OffboardingPreview,
  type User,
} from '@estate/domain';
import { SelectField } from '@/components/form/SelectField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useToast } from '@/components/toasts';
import { useFailureToast } from '@/components/useFailureToast';
import { useStaff } from '@/features/staff/api/getStaff';
import { displayName } from '@/features/staff/session';
import { FormDialog } from '@/features/uploads';
import { useDeactivateUser, useOffboardingPreview } from '@/features/staff/users/api/offboarding';

const FORM_ID = 'deactivate-user';
const EMPTY: DeactivationInput = { reassignTo: '' };

interface Props {
  user: User;
  onClose: () => void;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the deactivation hands over, as the dialog says it. */
export const handoverSummary = ({ openLeads, upcomingShowings, upcomingOpenHouses }: OffboardingPreview) =>
  `${plural(openLeads, 'open lead', 'open leads')}, ${plural(upcomingShowings, 'upcoming showing', 'upcoming showings')} and ${plural(upcomingOpenHouses, 'upcoming open house', 'upcoming open houses')}`;

/**
 * docs/product/dashboard.md#users 'Deactivate': says what will happen and what they hold now (the
 * preview), asks where their work goes (an active colleague or By rotation), then
 * POST /api/admin/users/{id}/deactivate.
 */
export function DeactivateDialog({ user, onClose }: Props) {
  const notification = useToast();
  const toastFailure = useFailureToast();
  const preview = useOffboardingPreview(user.id);
  const staff = useStaff();
  const deactivate = useDeactivateUser();
  const form = useSchemaForm<DeactivationInput>(deactivationSchema, EMPTY);
  const name = displayName(user);
  const colleagues = (staff.data ?? [])
    .filter((member) => member.id !== user.id)
    .map((member) => ({ value: member.id, label: member.name }));

  const onSubmit = form.handleSubmit(async ({ reassignTo }) => {
    try {
      const { reassignments } = await deactivate.mutateAsync({ id: user.id, reassignTo });
      notification.success({
        title: OFFBOARDING_TEXTS.deactivatedToast,
        description: `${name} has been deactivated; ${plural(reassignments.length, 'record was', 'records were')} handed over.`,
      });
      onClose();
    } catch (error) {
      toastFailure('Deactivation Failed', error);
    }
  });

  return (
    <FormDialog
      open
      title={`Deactivate ${name}?`}
      formId={FORM_ID}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      submitting={deactivate.isPending}
      submitLabel="Deactivate"
      pendingLabel="Deactivating..."
      width={560}
    >
      <p>
        {name} ({user.username}) is signed out everywhere at once and can no longer sign in; their second factors and calendar feed stop
        working, and they leave every assignment list and the rotation. Their history stays under their name.
      </p>
      {preview.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : preview.data ? (
        <p>Their open work: {handoverSummary(preview.data)}.</p>
      ) : (
        <Alert type="warning" showIcon message="Their open work could not be counted just now: it is still handed over." />
      )}
      <SelectField
        control={form.control}
        name="reassignTo"
        label="Hand their work to"
        formId={FORM_ID}
        placeholder="Choose a colleague"
        options={[{ value: BY_ROTATION, label: 'By rotation (the available agents in turn)' }, ...colleagues]}
      />
      <p>
        Each new owner gets one email listing what is theirs now. An admin can reactivate {name} within {REACTIVATION_WINDOW_DAYS} days; the
        records handed over stay with their new owners.
      </p>
    </FormDialog>
  );
}
