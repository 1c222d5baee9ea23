import { Button, Card, Skeleton, Tag } from 'antd';
import { useEffect } from 'react';
import { leadAlertRecipientsFormSchema, splitRecipients, type LeadAlertRecipientsForm } from '@estate/domain';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { useToast } from '@/components/toasts';
import { useFailureToast } from '@/components/useFailureToast';
import { useLeadAlertSettings } from '@/features/dashboard/settings/api/getLeadAlertSettings';
import { useUpdateLeadAlertSettings } from '@/features/dashboard/settings/api/updateLeadAlertSettings';
import styles from './SettingsTab.module.css';
import { LoadFailure } from '@/components/LoadFailure';

const FORM_ID = 'lead-alerts';

/** Who gets the alert for each new lead. */
export function LeadAlertsCard() {
  const settings = useLeadAlertSettings();
  const save = useUpdateLeadAlertSettings();
  const notification = useToast();
  const toastFailure = useFailureToast();
  const form = useSchemaForm<LeadAlertRecipientsForm>(leadAlertRecipientsFormSchema, { recipients: '' });
  const { reset } = form;

  // The form shows the stored list once it has arrived, and again after each save.
  useEffect(() => {
    if (settings.data) reset({ recipients: settings.data.recipients.join('\n') });
  }, [settings.data, reset]);

  const onSubmit = form.handleSubmit(async ({ recipients }) => {
    try {
      const saved = await save.mutateAsync(splitRecipients(recipients));
      notification.success({ title: 'Settings saved', description: `New leads are now emailed to ${saved.recipients.join(', ')}.` });
    } catch (error) {
      toastFailure('Failed to save settings', error);
    }
  });

  return (
    <Card title="New-lead alerts" className={styles.card}>
      <p className={styles.help}>
        Every lead the site receives is emailed to these addresses within seconds, with all its details and a link to it here.
      </p>
      {settings.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : settings.isError ? (
        <LoadFailure title="The settings could not be loaded" onRetry={settings.refetch} />
      ) : (
        <form id={FORM_ID} noValidate onSubmit={(event) => void onSubmit(event)}>
          {settings.data.isDefault && (
            <p>
              <Tag>Default</Tag> The list from the site's configuration, until you save your own.
            </p>
          )}
          <TextField
            control={form.control}
            name="recipients"
            label="Recipients (one email address per line)"
            formId={FORM_ID}
            multiline
            rows={4}
          />
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save
          </Button>
        </form>
      )}
    </Card>
  );
}
