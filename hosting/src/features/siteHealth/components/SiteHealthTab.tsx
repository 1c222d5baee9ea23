import { Skeleton } from 'antd';
import type { SiteHealthWindow } from '@estate/domain';
import { AdminSection } from '@/components/AdminSection';
import { LoadFailure } from '@/components/LoadFailure';
import { useSiteHealth } from '@/features/siteHealth/api/getSiteHealth';
import { ErrorsSummary } from './ErrorsSummary';
import { HealthChecks } from './HealthChecks';
import { VitalsTable } from './VitalsTable';
import styles from './SiteHealthTab.module.css';

function WindowSection({ period }: { period: SiteHealthWindow }) {
  const id = `site-health-${period.days}`;
  return (
    <section aria-labelledby={id} className={styles.window}>
      <h2 id={id} className={styles.windowTitle}>
        Last {period.days} days
      </h2>
      <VitalsTable pages={period.pages} caption={`Core Web Vitals since ${period.since}`} />
      <h3 className={styles.partTitle}>Errors ({period.errors.total})</h3>
      <ErrorsSummary errors={period.errors} />
    </section>
  );
}

/**
 * docs/product/dashboard.md#site-health: how fast and how soundly the site runs in visitors' browsers, per
 * page type, over the last 7 and 28 days, and the health checks of the last days.
 */
export default function SiteHealthTab() {
  const report = useSiteHealth();
  return (
    <AdminSection title="Site Health">
      <p className={styles.note}>
        Measured in visitors’ browsers, in a sample of page views: the 75th percentile of each Core Web Vital, rated against Google’s
        thresholds, and the errors pages reported. No address, name or text of a page is collected.
      </p>
      {report.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : report.isError ? (
        <LoadFailure title="Site health could not be loaded" onRetry={report.refetch} />
      ) : (
        <>
          {report.data.windows.map((period) => (
            <WindowSection key={period.days} period={period} />
          ))}
          <section aria-labelledby="site-health-checks" className={styles.window}>
            <h2 id="site-health-checks" className={styles.windowTitle}>
              Health checks
            </h2>
            <HealthChecks health={report.data.health} />
          </section>
        </>
      )}
    </AdminSection>
  );
}
