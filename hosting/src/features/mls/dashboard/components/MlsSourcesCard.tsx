import { Card, Empty, Skeleton } from 'antd';
import { LoadFailure } from '@/components/LoadFailure';
import { useMlsSources } from '@/features/mls/dashboard/api/getMlsSources';
import { MlsSource } from './MlsSource';
import styles from './MlsSourcesCard.module.css';

/**
 * The MLS sources in the dashboard's Settings (docs/product/dashboard.md#settings): each feed the
 * site copies listings from, how far behind it is, what it shows, what went wrong, and its controls.
 */
export function MlsSourcesCard() {
  const sources = useMlsSources();
  return (
    <Card title="MLS sources" className={styles.card}>
      <p className={styles.help}>
        The MLS feeds the site copies listings from, each run every 15 minutes. Lag is how old the newest change copied is; past 6 hours the
        lead alert recipients are emailed (the MLS&rsquo;s rules allow 12).
      </p>
      {sources.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : sources.isError ? (
        <LoadFailure title="The MLS sources could not be loaded" onRetry={sources.refetch} />
      ) : sources.data.length === 0 ? (
        <Empty description="No MLS source has run yet. Each appears here after its first run." />
      ) : (
        <div className={styles.sources}>
          {sources.data.map((source) => (
            <MlsSource key={source.id} source={source} />
          ))}
        </div>
      )}
    </Card>
  );
}
