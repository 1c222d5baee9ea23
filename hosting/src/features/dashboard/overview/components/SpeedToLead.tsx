import { Card, Statistic } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { FirstResponseFigure } from '@estate/domain';
import { useStaffSession } from '@/features/staff';
import { adminTabPath } from '@/features/staff';
import { formatMinutes } from '@/components/formatMinutes';
import { useLeadStats } from '@/features/dashboard/overview/api/getLeadStats';
import { LeadChartsPlaceholder } from './LeadChartsPlaceholder';
import styles from './OverviewTab.module.css';
import { LoadFailure } from '@/components/LoadFailure';

// The chart library loads with this part of the Overview only, never with the public pages, and
// once the figures are in: the figures above never wait for it.
const LeadCharts = lazy(() => import('./LeadCharts'));

const PERIODS = [
  { key: 'last7Days', title: 'last 7 days' },
  { key: 'last30Days', title: 'last 30 days' },
] as const;

function responseText({ medianMinutes, answered, received }: FirstResponseFigure): { value: string; note: string } {
  if (received === 0) return { value: '—', note: 'No leads received' };
  return {
    value: medianMinutes === null ? '—' : formatMinutes(medianMinutes),
    note: `${answered} of ${received} leads answered`,
  };
}

/**
 * How fast leads are answered, how many wait too long, and the leads' trend and
 * pipeline. An agent's figures are those of their own leads (the API counts no others).
 */
export function SpeedToLead() {
  const { isAdmin } = useStaffSession();
  const stats = useLeadStats();
  if (stats.isError) return <LoadFailure title="The lead figures could not be loaded" onRetry={stats.refetch} />;
  const figures = stats.data;
  return (
    <section aria-labelledby="speed-to-lead" className={styles.speed}>
      <h2 id="speed-to-lead" className={styles.sectionTitle}>
        Speed to lead
      </h2>
      {!isAdmin && <p className={styles.note}>Figures for the leads assigned to you.</p>}
      <ul className={styles.counts} aria-label="Speed to lead">
        {PERIODS.map(({ key, title }) => {
          const figure = figures && responseText(figures.firstResponse[key]);
          return (
            <li key={key}>
              <Card size="small" className={styles.countCard}>
                <Statistic title={`Median first response, ${title}`} value={figure?.value} loading={stats.isPending} />
                {figure && <span className={styles.note}>{figure.note}</span>}
              </Card>
            </li>
          );
        })}
        <li>
          <Link to={`${adminTabPath('leads')}?status=New`} className={styles.countLink}>
            <Card size="small" className={`${styles.countCard} ${figures?.overdue ? styles.overdue : ''}`}>
              <Statistic title="New leads waiting over 1 business hour" value={figures?.overdue} loading={stats.isPending} />
            </Card>
          </Link>
        </li>
      </ul>
      {figures ? (
        <Suspense fallback={<LeadChartsPlaceholder />}>
          <LeadCharts stats={figures} />
        </Suspense>
      ) : (
        <LeadChartsPlaceholder />
      )}
    </section>
  );
}
