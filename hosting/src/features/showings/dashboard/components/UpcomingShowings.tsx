import { Button, Empty, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatShowingStart, SHOWING_STATUS_LABELS, SHOWING_TEXTS, type Showing } from '@estate/domain';
import { LoadFailure } from '@/components/LoadFailure';
import { useToast } from '@/components/toasts';
import { useFailureToast } from '@/components/useFailureToast';
import { leadDetailPath } from '@/features/staff';
import { useConfirmShowing } from '@/features/showings/dashboard/api/confirmShowing';
import { useUpcomingShowings } from '@/features/showings/dashboard/api/getUpcomingShowings';

/** docs/product/dashboard.md#showings-tab: the member's bookings from today on and the unassigned ones, requested first. */
export function UpcomingShowings() {
  const upcoming = useUpcomingShowings();
  const confirm = useConfirmShowing();
  const notification = useToast();
  const toastFailure = useFailureToast();

  if (upcoming.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (upcoming.isError) return <LoadFailure title="Your showings could not be loaded" onRetry={upcoming.refetch} />;

  const confirmOne = async (showing: Showing) => {
    try {
      await confirm.mutateAsync(showing.id);
      notification.success({
        title: SHOWING_TEXTS.confirmed,
        description: `${showing.visitor.name} has been emailed, with the calendar update.`,
      });
    } catch (error) {
      toastFailure('Failed to confirm the showing', error);
    }
  };

  const columns: TableColumnsType<Showing> = [
    { title: 'When', key: 'when', render: (_, showing) => formatShowingStart(showing.start) },
    { title: 'Home', dataIndex: 'listingTitle', key: 'home' },
    { title: 'Visitor', key: 'visitor', render: (_, showing) => showing.visitor.name },
    {
      title: 'Status',
      key: 'status',
      render: (_, showing) => (
        <>
          <Tag>{SHOWING_STATUS_LABELS[showing.status]}</Tag>
          {!showing.agentKey && <Tag>Unassigned</Tag>}
        </>
      ),
    },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      render: (_, showing) => (
        <>
          {showing.status === 'requested' && (
            <Button size="small" type="primary" onClick={() => void confirmOne(showing)} style={{ marginRight: 8 }}>
              Confirm<span className="visually-hidden"> the showing of {formatShowingStart(showing.start)}</span>
            </Button>
          )}
          <Link to={leadDetailPath(showing.leadId)}>
            Open the lead<span className="visually-hidden"> of {showing.visitor.name}</span>
          </Link>
        </>
      ),
    },
  ];

  return (
    <Table<Showing>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={upcoming.data}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No showings ahead." /> }}
    />
  );
}
