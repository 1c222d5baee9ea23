import { Card } from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { BRAND_COLORS, formatShortDay, LEAD_SOURCE_LABELS, LEAD_SOURCES, LEAD_STATUSES, type LeadStats } from '@estate/domain';
import { LEAD_CHART_HEIGHT_PX, LEAD_CHART_TITLES } from './leadChartFrame';
import styles from './OverviewTab.module.css';

/** One colour per source, from the brand's palette (the legend and tooltips name them too). */
const SOURCE_COLORS = [
  BRAND_COLORS.navy,
  BRAND_COLORS.brass,
  BRAND_COLORS.slateLight,
  BRAND_COLORS.brassDeep,
  BRAND_COLORS.navyLine,
  BRAND_COLORS.stone,
];

/** Leads per week by source over the last 12 weeks, and the pipeline by status. */
export default function LeadCharts({ stats }: { stats: LeadStats }) {
  const weeks = stats.weekly.map(({ weekStart, counts }) => ({ week: formatShortDay(weekStart), ...counts }));
  const total = stats.weekly.reduce((sum, { counts }) => sum + Object.values(counts).reduce((a, b) => a + (b ?? 0), 0), 0);
  const pipeline = LEAD_STATUSES.map((status) => ({ status, leads: stats.byStatus[status] }));
  const sources = LEAD_SOURCES.filter((source) => stats.weekly.some(({ counts }) => counts[source]));
  return (
    <div className={styles.charts}>
      <Card size="small" title={LEAD_CHART_TITLES.weekly}>
        <figure className={styles.chart} role="img" aria-label={`${total} leads in the last 12 weeks, by week and source`}>
          <ResponsiveContainer width="100%" height={LEAD_CHART_HEIGHT_PX} initialDimension={{ width: 520, height: LEAD_CHART_HEIGHT_PX }}>
            <BarChart data={weeks}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="week" tick={{ fontSize: 12 }} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Legend />
              {sources.map((source, index) => (
                <Bar
                  key={source}
                  dataKey={source}
                  name={LEAD_SOURCE_LABELS[source]}
                  stackId="leads"
                  fill={SOURCE_COLORS[index % SOURCE_COLORS.length]}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </Card>
      <Card size="small" title={LEAD_CHART_TITLES.pipeline}>
        <figure
          className={styles.chart}
          role="img"
          aria-label={`Pipeline: ${pipeline.map(({ status, leads }) => `${status} ${leads}`).join(', ')}`}
        >
          <ResponsiveContainer width="100%" height={LEAD_CHART_HEIGHT_PX} initialDimension={{ width: 520, height: LEAD_CHART_HEIGHT_PX }}>
            <BarChart data={pipeline} layout="vertical" margin={{ left: 24 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
              <YAxis type="category" dataKey="status" width={120} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Bar dataKey="leads" name="Leads" fill={BRAND_COLORS.navyLight} />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </Card>
    </div>
  );
}
