import { AdminSection } from '@/components/AdminSection';
import { LeadAlertsCard } from './LeadAlertsCard';
import { LeadAssignmentCard } from './LeadAssignmentCard';
import styles from './SettingsTab.module.css';

/** The agency's settings: who gets the alert for each new lead, and how new leads are assigned. */
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
