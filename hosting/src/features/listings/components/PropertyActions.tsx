import { CopyOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { Property } from '@estate/domain';

export interface PropertyActionHandlers {
  onEdit: (property: Property) => void;
  onDuplicate: (property: Property) => void;
  onDelete: (property: Property) => void;
}

/** A listing's Edit, Duplicate and Delete buttons, each naming the listing for screen readers. */
export function PropertyActions({ property, onEdit, onDuplicate, onDelete }: PropertyActionHandlers & { property: Property }) {
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
      <Button
        size="small"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={`Delete ${property.title}`}
        onClick={() => onDelete(property)}
      >
        Delete
      </Button>
    </Space>
  );
}
