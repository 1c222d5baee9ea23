import { Button, Empty, Skeleton, Space, Table, type TableColumnsType } from 'antd';
import { formatReceivedAt, type ListingAccess, type ListingAccessStatus, type PrivateListingView } from '@estate/domain';
import { LoadFailure } from '@/components/LoadFailure';
import { useToast } from '@/components/toasts';
import { useFailureToast } from '@/components/useFailureToast';
import { useApproveAccess } from '@/features/privateListings/dashboard/api/approveAccess';
import { useDeclineAccess } from '@/features/privateListings/dashboard/api/declineAccess';
import { useListingAccess } from '@/features/privateListings/dashboard/api/getListingAccess';
import styles from './PrivateListingsTab.module.css';

/** Each group's heading and what its buttons do (docs/product/private-collection.md#private-collection). */
const GROUPS: Record<ListingAccessStatus, { title: string; empty: string; approve?: string; decline?: string }> = {
  requested: { title: 'Requests', empty: 'No request is waiting.', approve: 'Approve', decline: 'Decline' },
  approved: { title: 'Invited clients', empty: 'No client is invited yet.', decline: 'Revoke' },
  declined: { title: 'Declined or revoked', empty: 'Nobody was refused.', approve: 'Approve' },
};

const when = (access: ListingAccess) => formatReceivedAt(access.decidedAt ?? access.requestedAt ?? '');

/** One private listing's access: requests to answer, clients invited, those refused, and who viewed it. */
export function AccessPanel({ propertyId }: { propertyId: string }) {
  const panel = useListingAccess(propertyId);
  const approve = useApproveAccess(propertyId);
  const decline = useDeclineAccess(propertyId);
  const notification = useToast();
  const toastFailure = useFailureToast();

  const answer = async (access: ListingAccess, approved: boolean) => {
    try {
      await (approved ? approve : decline).mutateAsync({ propertyId, clientUid: access.uid });
      notification.success({ title: approved ? `${access.email} may see this home` : `${access.email} may not see this home` });
    } catch (error) {
      toastFailure('Failed to change access', error);
    }
  };

  if (panel.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (panel.isError) return <LoadFailure title="The access of this listing could not be loaded" onRetry={panel.refetch} />;

  const columns = (status: ListingAccessStatus): TableColumnsType<ListingAccess> => [
    { title: 'Client', dataIndex: 'email', key: 'email' },
    { title: status === 'requested' ? 'Asked' : 'Since', key: 'when', render: (_, access) => when(access) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, access) => (
        <Space>
          {GROUPS[status].approve && (
            <Button size="small" type="primary" onClick={() => void answer(access, true)} aria-label={`Approve ${access.email}`}>
              {GROUPS[status].approve}
            </Button>
          )}
          {GROUPS[status].decline && (
            <Button size="small" danger onClick={() => void answer(access, false)} aria-label={`${GROUPS[status].decline} ${access.email}`}>
              {GROUPS[status].decline}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  const viewColumns: TableColumnsType<PrivateListingView> = [
    { title: 'Client', dataIndex: 'email', key: 'email' },
    { title: 'Viewed', key: 'viewedAt', render: (_, view) => formatReceivedAt(view.viewedAt) },
  ];

  return (
    <div className={styles.panel}>
      {(Object.keys(GROUPS) as ListingAccessStatus[]).map((status) => (
        <section key={status} aria-label={GROUPS[status].title}>
          <h3 className={styles.groupTitle}>{GROUPS[status].title}</h3>
          <Table<ListingAccess>
            rowKey="uid"
            size="small"
            columns={columns(status)}
            dataSource={panel.data.access.filter((access) => access.status === status)}
            pagination={false}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={GROUPS[status].empty} /> }}
          />
        </section>
      ))}
      <section aria-label="Views">
        <h3 className={styles.groupTitle}>Views</h3>
        <Table<PrivateListingView>
          rowKey={(view) => `${view.uid}-${view.viewedAt}`}
          size="small"
          columns={viewColumns}
          dataSource={panel.data.views}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No client has viewed it yet." /> }}
        />
      </section>
    </div>
  );
}
