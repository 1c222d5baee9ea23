import { App, Button, Table, Tag, type TableColumnsType } from 'antd';
import { useId } from 'react';
import {
  formatMlsLag,
  formatNumber,
  formatReceivedAt,
  isMlsLagging,
  type MlsRun,
  type MlsRunOutcome,
  type MlsSourceView,
} from '@estate/domain';
import { useToast } from '@/components/toasts';
import { useFailureToast } from '@/components/useFailureToast';
import { usePauseMlsSource } from '@/features/mls/dashboard/api/pauseMlsSource';
import { useResumeMlsSource } from '@/features/mls/dashboard/api/resumeMlsSource';
import { useResyncMlsSource } from '@/features/mls/dashboard/api/resyncMlsSource';
import styles from './MlsSourcesCard.module.css';

const OUTCOMES: Record<MlsRunOutcome, string> = {
  complete: 'Complete',
  deadline: 'Continued in the next run',
  failed: 'Failed',
};

const RUN_COLUMNS: TableColumnsType<MlsRun> = [
  { title: 'Started', key: 'startedAt', render: (_, run) => formatReceivedAt(run.startedAt) },
  { title: 'Outcome', key: 'outcome', render: (_, run) => OUTCOMES[run.outcome] },
  { title: 'Listings written', key: 'upserts', render: (_, run) => formatNumber(run.upserts) },
  { title: 'Removed', key: 'removed', render: (_, run) => formatNumber(run.removed.notViewable + run.removed.gone) },
  { title: 'Photos fetched', key: 'photosDone', render: (_, run) => formatNumber(run.photosDone) },
  { title: 'Errors', key: 'errors', render: (_, run) => formatNumber(run.errors.length) },
];

/** The lag in words, red past the alert bound (and said in words too, not by colour alone). */
function Lag({ seconds }: { seconds: number | null }) {
  if (seconds === null) return <>No listing copied yet</>;
  if (!isMlsLagging(seconds)) return <>{formatMlsLag(seconds)}</>;
  return <span className={styles.lagging}>{formatMlsLag(seconds)} (over 6 hours)</span>;
}

/** One MLS source: its state and figures, its last errors and runs, Pause or Resume and Full re-sync. */
export function MlsSource({ source }: { source: MlsSourceView }) {
  const headingId = useId();
  const pause = usePauseMlsSource();
  const resume = useResumeMlsSource();
  const resync = useResyncMlsSource();
  const { modal } = App.useApp();
  const notification = useToast();
  const toastFailure = useFailureToast();
  const { name } = source;

  const togglePause = async () => {
    try {
      if (source.paused) {
        await resume.mutateAsync(source.id);
        notification.success({ title: 'Source resumed', description: `${name} is copied again from its next run.` });
      } else {
        await pause.mutateAsync(source.id);
        notification.success({ title: 'Source paused', description: `${name} is not copied until it is resumed.` });
      }
    } catch (error) {
      toastFailure(source.paused ? 'Failed to resume the source' : 'Failed to pause the source', error);
    }
  };

  const confirmResync = () =>
    modal.confirm({
      title: `Re-sync ${name} in full?`,
      content:
        'Its next run reads every listing again from the MLS and removes those the MLS no longer has. It takes longer than the usual run; listings stay shown meanwhile.',
      okText: 'Full re-sync',
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        try {
          await resync.mutateAsync(source.id);
          notification.success({ title: 'Full re-sync requested', description: `The next run reads every listing of ${name} again.` });
        } catch (error) {
          toastFailure('Failed to request the re-sync', error);
        }
      },
    });

  return (
    <section aria-labelledby={headingId} className={styles.source}>
      <div className={styles.heading}>
        <h3 id={headingId} className={styles.name}>
          {name}
        </h3>
        {source.paused && <Tag>Paused</Tag>}
        {source.resyncRequested && <Tag>Full re-sync requested</Tag>}
      </div>
      <dl className={styles.figures}>
        <dt>Last successful run</dt>
        <dd>{source.lastSuccessAt ? formatReceivedAt(source.lastSuccessAt) : 'Never'}</dd>
        <dt>Lag</dt>
        <dd>
          <Lag seconds={source.lagSeconds} />
        </dd>
        <dt>Listings shown</dt>
        <dd>{formatNumber(source.listingsShown)}</dd>
        <dt>Photos pending</dt>
        <dd>{formatNumber(source.photosPending)}</dd>
        <dt>Stage</dt>
        <dd>{source.phase === 'initial' ? 'Full load under way' : 'Copying changes'}</dd>
      </dl>
      <h4 className={styles.partTitle}>Last errors</h4>
      {source.lastErrors.length === 0 ? (
        <p className={styles.note}>No errors</p>
      ) : (
        <ul className={styles.errors}>
          {source.lastErrors.map((error, index) => (
            <li key={`${error.at}-${index}`}>
              <span className={styles.note}>{formatReceivedAt(error.at)}</span> {error.message}
            </li>
          ))}
        </ul>
      )}
      <h4 className={styles.partTitle}>Last runs</h4>
      <Table<MlsRun>
        rowKey="startedAt"
        size="small"
        columns={RUN_COLUMNS}
        dataSource={source.runs}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No runs in the last 30 days' }}
      />
      <div className={styles.actions}>
        <Button
          onClick={() => void togglePause()}
          loading={pause.isPending || resume.isPending}
          aria-label={`${source.paused ? 'Resume' : 'Pause'} ${name}`}
        >
          {source.paused ? 'Resume' : 'Pause'}
        </Button>
        <Button onClick={confirmResync} disabled={source.resyncRequested} aria-label={`Full re-sync of ${name}`}>
          Full re-sync
        </Button>
      </div>
    </section>
  );
}
