import { AdminSection } from '@/components/AdminSection';
import { MlsSourcesCard } from '@/features/mls/dashboard';
import { LeadAlertsCard } from './LeadAlertsCard';
import { LeadAssignmentCard } from './LeadAssignmentCard';
import { ResoKeysCard } from './ResoKeysCard';
import styles from './SettingsTab.module.css';

/** The agency's settings: who gets the alert for each new lead, how new leads are assigned, the RESO feed's keys, and the MLS sources. */
export default function SettingsTab() {
  return (
    <AdminSection title="Settings">
      <div className={styles.cards}>
        <LeadAlertsCard />
        <LeadAssignmentCard />
        <ResoKeysCard />
        <MlsSourcesCard />
      </div>
    </AdminSection>
  );
}
