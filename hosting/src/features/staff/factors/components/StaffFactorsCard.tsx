import { Card, Skeleton } from 'antd';
import { FACTOR_TEXTS } from '@estate/domain';
import { useAdminMutation } from '@/api/useAdminMutation';
import { LabelledSwitch } from '@/components/form/LabelledSwitch';
import { LoadFailure } from '@/components/LoadFailure';
import { useToast } from '@/components/toasts';
import { useFailureToast } from '@/components/useFailureToast';
import { FACTOR_SETTINGS_URL, updateFactorSettings, useFactorSettings } from '@/features/staff/factors/api/factors';

/** docs/product/dashboard.md#settings: whether every staff member needs a second factor (on for a new deployment). */
export function StaffFactorsCard() {
  const settings = useFactorSettings();
  const save = useAdminMutation(updateFactorSettings, [FACTOR_SETTINGS_URL]);
  const notification = useToast();
  const toastFailure = useFailureToast();

  return (
    <Card title="Staff sign-in">
      <p>{FACTOR_TEXTS.settingHelp}</p>
      {settings.isPending ? (
        <Skeleton active paragraph={false} />
      ) : settings.isError ? (
        <LoadFailure title="The settings could not be loaded" onRetry={settings.refetch} />
      ) : (
        <LabelledSwitch
          label={FACTOR_TEXTS.settingLabel}
          checked={settings.data.required}
          loading={save.isPending}
          onChange={(required) =>
            void save.mutateAsync({ required }).then(
              () => notification.success({ title: FACTOR_TEXTS.settingSaved }),
              (error: unknown) => toastFailure('Failed to save settings', error),
            )
          }
        />
      )}
    </Card>
  );
}
