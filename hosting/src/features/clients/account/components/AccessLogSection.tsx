import { Skeleton } from 'antd';
import { formatLongDate } from '@estate/domain';
import { LoadFailure } from '@/components/LoadFailure';
import { useAccessLog } from '@/features/clients/account/api/getAccessLog';
import styles from './AccountPanels.module.css';

/** docs/product/clients.md#your-data: who of the staff viewed or changed the client's data, and when (names and days, nothing else). */
export function AccessLogSection() {
  const log = useAccessLog();
  return (
    <section aria-labelledby="access-log-heading" className={styles.section}>
      <h2 id="access-log-heading" className={styles.sectionTitle}>
        Who of our staff viewed or changed your data
      </h2>
      {log.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : log.isError ? (
        <LoadFailure title="This list could not be loaded." onRetry={() => log.refetch()} />
      ) : log.data.length === 0 ? (
        <p>No staff member has viewed or changed your data yet.</p>
      ) : (
        <ul className={styles.accessLog}>
          {log.data.map((line, index) => (
            <li key={`${line.at}-${index}`}>
              {formatLongDate(line.at)} — {line.staffName}: {line.what}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.rowFacts}>From the agency’s audit log, which keeps every staff access for two years.</p>
    </section>
  );
}
