import { RECENT_LEADS_COUNT } from '@estate/domain';
import { ADMIN_TABS } from '../adminTabs';
import { AdminSection } from '../components/AdminSection';
import { useLeads } from '../leads/api/useLeads';
import { DEFAULT_LEAD_FILTERS } from '../leads/leadFilters';
import { CountCard } from './CountCard';
import { RecentLeads } from './RecentLeads';
import { SpeedToLead } from './SpeedToLead';
import { COUNT_FAILURES, isCountedTab, useCountedLists } from './useCountedLists';
import styles from './OverviewTab.module.css';

/** SPEC §2 Overview: a count card per content tab, in the tabs' order, and the newest leads; issue 12's speed to lead. */
export default function OverviewTab() {
  // One small request: the newest leads' page, whose X-Total-Count is the leads card's count.
  const leads = useLeads(DEFAULT_LEAD_FILTERS, RECENT_LEADS_COUNT);
  const lists = useCountedLists(leads);
  return (
    <AdminSection title="Overview">
      <ul className={styles.counts} aria-label="Records per tab">
        {ADMIN_TABS.map(
          (tab) =>
            isCountedTab(tab.key) && (
              <li key={tab.key}>
                <CountCard tab={tab} list={lists[tab.key]} failure={COUNT_FAILURES[tab.key]} />
              </li>
            ),
        )}
      </ul>
      <SpeedToLead />
      <RecentLeads leads={leads} />
    </AdminSection>
  );
}
