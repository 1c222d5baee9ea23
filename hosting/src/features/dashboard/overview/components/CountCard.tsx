import { Card, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { adminTabPath, type AdminTab } from '@/features/staff';
import styles from './OverviewTab.module.css';

/** How many records a tab holds, as far as its query has answered. */
export interface CountedList {
  count: number | undefined;
  isPending: boolean;
  isError: boolean;
}

interface Props {
  tab: AdminTab;
  list: CountedList;
  /** Said in the card when the list failed to load. */
  failure: string;
}

/** docs/product/dashboard.md#overview-tab: how many records a tab holds; the whole card is a link to that tab. */
export function CountCard({ tab, list, failure }: Props) {
  return (
    <Link to={adminTabPath(tab.key)} className={styles.countLink}>
      <Card size="small" className={styles.countCard}>
        <Statistic
          title={tab.label}
          value={list.isError ? '—' : list.count}
          loading={list.isPending}
          prefix={<span aria-hidden>{tab.icon}</span>}
        />
        {list.isError && <Typography.Text type="danger">{failure}</Typography.Text>}
      </Card>
    </Link>
  );
}
