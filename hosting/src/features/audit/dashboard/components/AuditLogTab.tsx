import { Button, Empty, Skeleton, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { AUDIT_ACTIONS, formatReceivedAt, ROLE_LABELS, type AuditEntry, type AuditLogFilters as Filters } from '@estate/domain';
import { AdminSection } from '@/components/AdminSection';
import { LoadFailure } from '@/components/LoadFailure';
import { useStaffSession } from '@/features/staff';
import { useAuditLog } from '@/features/audit/dashboard/api/getAuditLog';
import { auditLogExportUrl } from '@/features/audit/dashboard/api/urls';
import { AuditLogFilters } from './AuditLogFilters';
import styles from './AuditLogTab.module.css';

const COLUMNS: TableColumnsType<AuditEntry> = [
  { title: 'When', dataIndex: 'at', key: 'at', render: (at: string) => formatReceivedAt(at) },
  { title: 'Staff member', key: 'actor', render: (_, { actor }) => `${actor.name} (${ROLE_LABELS[actor.role]})` },
  { title: 'Action', key: 'action', render: (_, { action }) => AUDIT_ACTIONS[action].label },
  { title: 'Record', key: 'record', render: (_, { record }) => `${record.kind} ${record.id}` },
  { title: 'From', key: 'from', render: (_, { from }) => <span title={from.agent}>{from.address}</span> },
];

/**
 * docs/product/dashboard.md#audit-log: who of the staff read personal data or changed something, newest
 * first. Admins see everyone's and export them; an agent sees their own (the API holds them to it).
 */
export default function AuditLogTab() {
  const { isAdmin } = useStaffSession();
  const [filters, setFilters] = useState<Filters>({});
  const log = useAuditLog(filters);
  const onChange = (change: Partial<Filters>) => setFilters((current) => ({ ...current, ...change }));
  return (
    <AdminSection
      title="Audit Log"
      actions={
        isAdmin && (
          <Button href={auditLogExportUrl(filters)} download>
            Export CSV
          </Button>
        )
      }
    >
      <p className={styles.note}>
        {isAdmin
          ? 'Every staff member’s reads of personal data and changes, newest first. Entries are chained so that any edit or removal is detected, and kept for two years.'
          : 'Your own reads of personal data and changes, newest first.'}
      </p>
      <AuditLogFilters filters={filters} byStaff={isAdmin} onChange={onChange} />
      {log.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : log.isError ? (
        <LoadFailure title="The audit log could not be loaded" onRetry={log.retry} />
      ) : (
        <>
          <Table<AuditEntry>
            rowKey="seq"
            columns={COLUMNS}
            dataSource={log.entries}
            pagination={false}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No entries match these filters." /> }}
            scroll={{ x: true }}
          />
          {log.loadMoreFailed && <LoadFailure title="More entries could not be loaded" onRetry={() => void log.loadMore()} />}
          {log.hasMore && !log.loadMoreFailed && (
            <Button className={styles.more} loading={log.isFetchingMore} onClick={() => void log.loadMore()}>
              Load more
            </Button>
          )}
        </>
      )}
    </AdminSection>
  );
}
