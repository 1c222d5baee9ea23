import { CopyOutlined, DeleteOutlined, EditOutlined, HistoryOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { LISTING_MOVES, type Property } from '@estate/domain';
import { SOLD_NOTE } from '@/features/listings/dashboard/listingStatusText';

export interface PropertyActionHandlers {
  onEdit: (property: Property) => void;
  onDuplicate: (property: Property) => void;
  onChangeStatus: (property: Property) => void;
  onHistory: (property: Property) => void;
  onDelete: (property: Property) => void;
}

/**
 * A listing's Edit, Duplicate, Change status, History and Delete buttons, each naming the listing
 * for screen readers. A sold listing has no move left: a note says its sale is corrected from its history.
 */
export function PropertyActions({
  property,
  onEdit,
  onDuplicate,
  onChangeStatus,
  onHistory,
  onDelete,
}: PropertyActionHandlers & { property: Property }) {
  const canMove = LISTING_MOVES[property.StandardStatus].length > 0;
  return (
    <Space wrap size="small">
      <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={`Edit ${property.title}`} onClick={() => onEdit(property)}>
        Edit
      </Button>
      <Button
        size="small"
        icon={<CopyOutlined aria-hidden />}
        aria-label={`Duplicate ${property.title}`}
        onClick={() => onDuplicate(property)}
      >
        Duplicate
      </Button>
      {canMove && (
        <Button
          size="small"
          icon={<SwapOutlined aria-hidden />}
          aria-label={`Change status of ${property.title}`}
          onClick={() => onChangeStatus(property)}
        >
          Change status
        </Button>
      )}
      <Button
        size="small"
        icon={<HistoryOutlined aria-hidden />}
        aria-label={`History of ${property.title}`}
        onClick={() => onHistory(property)}
      >
        History
      </Button>
      <Button
        size="small"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={`Delete ${property.title}`}
        onClick={() => onDelete(property)}
      >
        Delete
      </Button>
      {!canMove && <Typography.Text type="secondary">{SOLD_NOTE}</Typography.Text>}
    </Space>
  );
}
