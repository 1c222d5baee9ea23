import { AdminSection } from '@/components/AdminSection';
import { LeadAlertsCard } from './LeadAlertsCard';
import { LeadAssignmentCard } from './LeadAssignmentCard';
import { ResoKeysCard } from './ResoKeysCard';
import styles from './SettingsTab.module.css';

/** The agency's settings: who gets the alert for each new lead, how new leads are assigned, and the RESO feed's keys. */
export default function SettingsTab() {
  return (
    <AdminSection title="Settings">
      <div className={styles.cards}>
        <LeadAlertsCard />
        <LeadAssignmentCard />
        <ResoKeysCard />
      </div>
    </AdminSection>
  );
}
