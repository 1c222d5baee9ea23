import { Table, type TableColumnsType } from 'antd';
import type { HealthDay, SiteHealthReport } from '@estate/domain';
import styles from './SiteHealthTab.module.css';

const columns: TableColumnsType<HealthDay> = [
  { title: 'Day (UTC)', dataIndex: 'day', key: 'day' },
  { title: 'Checks', dataIndex: 'checks', key: 'checks', align: 'right' },
  { title: 'Failed', dataIndex: 'failures', key: 'failures', align: 'right' },
  {
    title: 'Slowest service',
    key: 'slowestMs',
    align: 'right',
    render: (_, day) => (day.slowestMs === null ? '—' : `${day.slowestMs} ms`),
  },
];

/** GET /api/health's history: each day's checks, the failed ones and the slowest answer, then the hours with failures. */
export function HealthChecks({ health }: { health: SiteHealthReport['health'] }) {
  return (
    <>
      <Table<HealthDay> rowKey="day" columns={columns} dataSource={health.days} pagination={false} size="small" />
      {health.failingHours.length === 0 ? (
        <p className={styles.note}>No check failed in these days.</p>
      ) : (
        <ul className={styles.failingHours} aria-label="Hours with failed checks">
          {health.failingHours.map(({ hour, failures, dependencies }) => (
            <li key={hour}>
              {hour.replace('T', ' ')}:00 UTC: {failures} failed ({dependencies.join(', ')})
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
