import { AdminSection } from '@/components/AdminSection';
import { MlsSourcesCard } from '@/features/mls/dashboard';
import { StaffFactorsCard } from '@/features/staff';
import { LeadAlertsCard } from './LeadAlertsCard';
import { LeadAssignmentCard } from './LeadAssignmentCard';
import { ResoKeysCard } from './ResoKeysCard';
import styles from './SettingsTab.module.css';

/** The agency's settings: who gets the alert for each new lead, how new leads are assigned, the RESO feed's keys, the MLS sources, and whether staff need a second factor. */
export default function SettingsTab() {
  return (
    <AdminSection title="Settings">
      <div className={styles.cards}>
        <LeadAlertsCard />
        <LeadAssignmentCard />
        <ResoKeysCard />
        <MlsSourcesCard />
        <StaffFactorsCard />
      </div>
    </AdminSection>
  );
}
