import { AdminSection } from '@/features/admin/components/AdminSection';
import { LeadAlertsCard } from './LeadAlertsCard';
import { LeadAssignmentCard } from './LeadAssignmentCard';
import styles from './SettingsTab.module.css';

/** Issue 12: the agency's settings: who gets the alert for each new lead; issue 14: how new leads are assigned. */
export default function SettingsTab() {
  return (
    <AdminSection title="Settings">
      <div className={styles.cards}>
        <LeadAlertsCard />
        <LeadAssignmentCard />
      </div>
    </AdminSection>
  );
}
