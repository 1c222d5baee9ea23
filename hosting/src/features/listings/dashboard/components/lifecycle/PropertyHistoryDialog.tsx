import { Button, Modal, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { formatCalendarDay, formatPrice, type Property } from '@estate/domain';
import { LoadFailure } from '@/components/LoadFailure';
import { useStaff } from '@/features/staff';
import { ListingFeedbackSection } from '@/features/visitFeedback';
import { usePropertyEvents } from '@/features/listings/dashboard/api/getPropertyEvents';
import { propertyHistoryRows, type CorrectionDetail, type HistoryEntryRow } from '@/features/listings/dashboard/propertyHistoryRows';
import { CorrectEntryDialog } from './CorrectEntryDialog';

/** docs/product/dashboard.md#properties-tab: what the history says when it cannot be read. */
export const HISTORY_LOAD_FAILURE = 'Failed to load the history. Please try again later.';

interface Props {
  property: Property;
  open: boolean;
  onClose: () => void;
}

/** Who recorded an entry: a staff member's name, 'System' for the data migration and the seed. */
function useRecordedBy() {
  const { data: staff } = useStaff();
  return useMemo(() => {
    const names = new Map((staff ?? []).map((member) => [member.id, member.name]));
    return (uid: string | null) => {
      if (uid === null) return 'System';
      if (!staff) return 'Staff member';
      // An account deleted since still shows as something.
      return names.get(uid) ?? 'A former staff member';
    };
  }, [staff]);
}

/** What a correction changed and why: 'Corrects Sold of November 2, 2026: date to November 3, 2026. Reason: …'. */
export function correctionText({ target, date, price, voids, reason }: CorrectionDetail): string {
  const changes = [
    ...(voids ? ['voided'] : []),
    ...(date ? [`date from ${formatCalendarDay(date.from)} to ${formatCalendarDay(date.to)}`] : []),
    ...(price ? [`price ${price.from === null ? '' : `from ${formatPrice(price.from)} `}to ${formatPrice(price.to)}`] : []),
  ];
  const what = target ? `Corrects ${target.label} of ${formatCalendarDay(target.date)}` : 'Corrects an entry';
  return `${what}: ${changes.join(', ') || 'no change'}. Reason: ${reason}`;
}

interface CorrectionState {
  key: number;
  open: boolean;
  row: HistoryEntryRow;
}

/**
 * docs/product/dashboard.md#properties-tab: every entry of a listing's history in recorded order (day,
 * event, price, who), corrections saying what they changed and why, with Correct on each entry
 * that is not a correction. Loading, a failure with Retry, and the history refreshed after a correction.
 */
export function PropertyHistoryDialog({ property, open, onClose }: Props) {
  const { data: events, isPending, isError, refetch } = usePropertyEvents(property.id);
  const recordedBy = useRecordedBy();
  const rows = useMemo(() => (events ? propertyHistoryRows(events) : []), [events]);
  const [correction, setCorrection] = useState<CorrectionState | null>(null);

  const columns: TableColumnsType<HistoryEntryRow> = [
    { title: 'Date', key: 'date', render: (_, row) => formatCalendarDay(row.date) },
    {
      title: 'Event',
      key: 'event',
      render: (_, row) => (
        <>
          {row.label}
          {row.voided ? <Tag>Voided</Tag> : row.corrected && <Tag>Corrected</Tag>}
        </>
      ),
    },
    { title: 'Price', key: 'price', align: 'right', render: (_, row) => (row.price === null ? '' : formatPrice(row.price)) },
    { title: 'By', key: 'by', render: (_, row) => recordedBy(row.event.by) },
    {
      title: 'Details',
      key: 'details',
      render: (_, row) => (row.correction ? <Typography.Text>{correctionText(row.correction)}</Typography.Text> : null),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, row) =>
        row.correctable && (
          <Button
            size="small"
            aria-label={`Correct ${row.label} of ${formatCalendarDay(row.date)}`}
            onClick={() => setCorrection((current) => ({ key: (current?.key ?? 0) + 1, open: true, row }))}
          >
            Correct
          </Button>
        ),
    },
  ];

  const body = () => {
    if (isPending) {
      return (
        <div role="status" aria-label="Loading history">
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </div>
      );
    }
    if (isError) return <LoadFailure title={HISTORY_LOAD_FAILURE} onRetry={refetch} />;
    return (
      <Table<HistoryEntryRow>
        rowKey={(row) => row.event.id}
        columns={columns}
        dataSource={rows}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
      />
    );
  };

  return (
    <Modal
      open={open}
      title={`History: ${property.title}`}
      onCancel={onClose}
      destroyOnHidden
      width={880}
      footer={
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {body()}
      <ListingFeedbackSection propertyId={property.id} />
      {correction && (
        <CorrectEntryDialog
          key={correction.key}
          property={property}
          row={correction.row}
          open={correction.open}
          onClose={() => setCorrection((current) => current && { ...current, open: false })}
        />
      )}
    </Modal>
  );
}
