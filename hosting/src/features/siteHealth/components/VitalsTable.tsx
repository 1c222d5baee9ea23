import { Empty, Table, type TableColumnsType } from 'antd';
import {
  formatVital,
  type PageVitals,
  type VitalRating,
  VITAL_RATING_LABELS,
  type VitalSummary,
  WEB_VITAL_THRESHOLDS,
  WEB_VITALS,
  type WebVital,
} from '@estate/domain';
import styles from './SiteHealthTab.module.css';

/** The brand's state colours on white: antd's tags fill them with shades too dark for AA (axe). */
const RATING_CLASSES: Record<VitalRating, string | undefined> = {
  good: styles.good,
  'needs-improvement': styles.needsImprovement,
  poor: styles.poor,
};

const samplesText = (samples: number) => (samples === 1 ? '1 sample' : `${samples} samples`);

/** A p75 with its rating in words (the badge's colour only repeats it) and how many page views measured it. */
function VitalCell({ metric, summary }: { metric: WebVital; summary: VitalSummary | undefined }) {
  if (!summary) return <span className={styles.note}>Not measured</span>;
  return (
    <span className={styles.value}>
      <span>{formatVital(metric, summary.p75)}</span>
      <span className={`${styles.rating} ${RATING_CLASSES[summary.rating] ?? ''}`}>{VITAL_RATING_LABELS[summary.rating]}</span>
      <span className={styles.note}>{samplesText(summary.samples)}</span>
    </span>
  );
}

const thresholdText = (metric: WebVital) => {
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  return `good up to ${formatVital(metric, good)}, poor over ${formatVital(metric, poor)}`;
};

/** Per page type, the p75 of LCP, INP and CLS against Google's thresholds. */
export function VitalsTable({ pages, caption }: { pages: PageVitals[]; caption: string }) {
  const columns: TableColumnsType<PageVitals> = [
    { title: 'Page type', key: 'pageType', render: (_, page) => <code>{page.pageType}</code> },
    ...WEB_VITALS.map((metric) => ({
      title: (
        <span>
          {metric} (p75)
          <br />
          <span className={styles.note}>{thresholdText(metric)}</span>
        </span>
      ),
      key: metric,
      render: (_: unknown, page: PageVitals) => <VitalCell metric={metric} summary={page.vitals[metric]} />,
    })),
  ];
  return (
    <Table<PageVitals>
      rowKey="pageType"
      columns={columns}
      dataSource={pages}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
      title={() => caption}
      locale={{ emptyText: <Empty description="No measurements yet" /> }}
    />
  );
}
