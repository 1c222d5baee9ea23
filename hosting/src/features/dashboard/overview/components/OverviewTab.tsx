import { RECENT_LEADS_COUNT } from '@estate/domain';
import { useStaffSession } from '@/features/staff';
import { tabsFor } from '@/features/staff';
import { AdminSection } from '@/components/AdminSection';
import { useLeads } from '@/features/leads/dashboard';
import { DEFAULT_LEAD_FILTERS } from '@/features/leads/dashboard';
import { ContentCountCard } from './ContentCountCard';
import { CountCard } from './CountCard';
import { COUNT_FAILURES, isContentTab } from '@/features/dashboard/overview/countedTabs';
import { RecentLeads } from './RecentLeads';
import { SpeedToLead } from './SpeedToLead';
import styles from './OverviewTab.module.css';

/**
 * docs/product/dashboard.md#overview-tab: a count card per tab of the role's (an agent's are the leads they
 * see), in the tabs' order, and the newest leads; the speed to lead.
 */
export default function OverviewTab() {
  const { role } = useStaffSession();
  // One small request: the newest leads' page, whose X-Total-Count is the leads card's count.
  const leads = useLeads(DEFAULT_LEAD_FILTERS, RECENT_LEADS_COUNT);
  return (
    <AdminSection title="Overview">
      <ul className={styles.counts} aria-label="Records per tab">
        {tabsFor(role).map((tab) => {
          if (isContentTab(tab))
            return (
              <li key={tab.key}>
                <ContentCountCard tab={tab} />
              </li>
            );
          if (tab.key !== 'leads') return null;
          return (
            <li key={tab.key}>
              <CountCard
                tab={tab}
                list={{ count: leads.loaded?.total, isPending: leads.isPending, isError: leads.isError }}
                failure={COUNT_FAILURES.leads}
              />
            </li>
          );
        })}
      </ul>
      <SpeedToLead />
      <RecentLeads leads={leads} />
    </AdminSection>
  );
}
