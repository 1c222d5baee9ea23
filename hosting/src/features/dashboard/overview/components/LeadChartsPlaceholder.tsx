import { Card } from 'antd';
import type { CSSProperties } from 'react';
import { LoadingPlaceholder } from '@/components/LoadingPlaceholder';
import { LEAD_CHART_HEIGHT_PX, LEAD_CHART_TITLES } from './leadChartFrame';
import styles from './OverviewTab.module.css';

const chartHeight = { '--chart-height': `${LEAD_CHART_HEIGHT_PX}px` } as CSSProperties;

/**
 * The charts' cards, titled and as tall as the charts, while their figures or their code (the chart
 * library, which loads after the Overview's figures show) are on the way: nothing below moves when they arrive.
 */
export function LeadChartsPlaceholder() {
  return (
    <div className={styles.charts} style={chartHeight}>
      {Object.values(LEAD_CHART_TITLES).map((title) => (
        <Card key={title} size="small" title={title}>
          <LoadingPlaceholder label={`Loading the chart: ${title}`} className={styles.chartPlaceholder} />
        </Card>
      ))}
    </div>
  );
}
