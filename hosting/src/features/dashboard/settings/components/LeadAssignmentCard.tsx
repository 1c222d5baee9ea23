import { Alert, Card, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { LabelledSwitch } from '@/components/form/LabelledSwitch';
import { useToast } from '@/components/toasts';
import { adminTabPath } from '@/features/staff';
import { availableAgents, useStaff } from '@/features/staff';
import { useFailureToast } from '@/components/useFailureToast';
import { useLeadAssignmentSettings } from '@/features/dashboard/settings/api/getLeadAssignmentSettings';
import { useUpdateLeadAssignmentSettings } from '@/features/dashboard/settings/api/updateLeadAssignmentSettings';
import styles from './SettingsTab.module.css';
import { LoadFailure } from '@/components/LoadFailure';

const usersTab = (
  <Link to={adminTabPath('users')} className={styles.inlineLink}>
    Users tab
  </Link>
);

/** Who takes new leads in turn: the agents marked available in the Users tab, named, or a warning that there are none. */
function AvailableAgents({ automatic }: { automatic: boolean }) {
  const staff = useStaff();
  if (staff.isPending) return <Skeleton active paragraph={false} />;
  if (staff.isError) return <LoadFailure title="The agents available for new leads could not be counted" onRetry={staff.refetch} />;
  const agents = availableAgents(staff.data);
  if (agents.length === 0)
    return (
      <Alert
        type="warning"
        showIcon
        title="No agent is available for new leads"
        description={
          <>
            {automatic
              ? 'New leads stay unassigned until an agent claims them or an admin assigns them.'
              : 'Nobody would receive new leads if this were on.'}{' '}
            Mark agents available for new leads in the {usersTab}.
          </>
        }
      />
    );
  return (
    <p>
      {agents.length === 1 ? '1 agent is' : `${agents.length} agents are`} available for new leads:{' '}
      {agents.map((agent) => agent.name).join(', ')}. Change who is in the {usersTab}.
    </p>
  );
}

/** Whether new leads are assigned automatically, round robin among the available agents. */
export function LeadAssignmentCard() {
  const settings = useLeadAssignmentSettings();
  const save = useUpdateLeadAssignmentSettings();
  const notification = useToast();
  const toastFailure = useFailureToast();

  const change = async (automatic: boolean) => {
    try {
      await save.mutateAsync({ automatic });
      notification.success({
        title: 'Settings saved',
        description: automatic
          ? 'New leads are now assigned automatically, in turn, to the agents available for new leads.'
          : 'New leads now wait unassigned until an agent claims them or an admin assigns them.',
      });
    } catch (error) {
      toastFailure('Failed to save settings', error);
    }
  };

  return (
    <Card title="Lead assignment" className={styles.card}>
      <p className={styles.help}>
        On, each new lead goes to the next agent available for new leads, in turn, who is emailed about it. Off, new leads wait unassigned
        until an agent claims them or an admin assigns them.
      </p>
      {settings.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : settings.isError ? (
        <LoadFailure title="The settings could not be loaded" onRetry={settings.refetch} />
      ) : (
        <>
          <LabelledSwitch
            label="Assign new leads automatically"
            checked={settings.data.automatic}
            loading={save.isPending}
            onChange={(automatic) => void change(automatic)}
          />
          <AvailableAgents automatic={settings.data.automatic} />
        </>
      )}
    </Card>
  );
}
