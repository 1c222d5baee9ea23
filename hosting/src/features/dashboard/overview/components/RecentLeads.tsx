import { EyeOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton, Table, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { RECENT_LEADS_COUNT, type Lead } from '@estate/domain';
import { adminTabPath, leadDetailPath } from '@/features/staff';
import type { LeadsList } from '@/features/leads/dashboard';
import { LEAD_COLUMNS } from '@/features/leads/dashboard';
import styles from './OverviewTab.module.css';
import { LoadFailure } from '@/components/LoadFailure';
import { LOAD_FAILURE } from '@/components/loadFailures';

/**
 * docs/product/dashboard.md#overview-tab: the newest leads (the list comes newest first, a page of RECENT_LEADS_COUNT),
 * each opening in the Leads tab.
 */
export function RecentLeads({ leads }: { leads: Pick<LeadsList, 'loaded' | 'isError' | 'retry'> }) {
  const navigate = useNavigate();
  const columns: TableColumnsType<Lead> = [
    LEAD_COLUMNS.name,
    LEAD_COLUMNS.email,
    LEAD_COLUMNS.source,
    LEAD_COLUMNS.date,
    {
      key: 'view',
      title: <span className="visually-hidden">Actions</span>,
      render: (_, lead) => (
        <Button
          size="small"
          icon={<EyeOutlined aria-hidden />}
          aria-label={`View ${lead.name}`}
          onClick={() => void navigate(leadDetailPath(lead.id))}
        >
          View
        </Button>
      ),
    },
  ];

  const content = () => {
    if (leads.isError) return <LoadFailure title={LOAD_FAILURE.leads} onRetry={leads.retry} />;
    if (!leads.loaded) return <Skeleton active paragraph={{ rows: RECENT_LEADS_COUNT }} />;
    return (
      <Table<Lead>
        rowKey="id"
        columns={columns}
        dataSource={leads.loaded.leads}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description="No leads found" /> }}
      />
    );
  };

  return (
    <Card title={<h2 className={styles.cardTitle}>Recent Leads</h2>} extra={<Link to={adminTabPath('leads')}>All leads</Link>}>
      {content()}
    </Card>
  );
}
