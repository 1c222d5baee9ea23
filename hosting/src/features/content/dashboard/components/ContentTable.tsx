import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Skeleton, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ContentItem } from '@/features/content/dashboard/contentCollection';
import styles from './ContentTable.module.css';
import { LoadFailure } from '@/components/LoadFailure';

const PAGE_SIZE = 10;

interface Props<Item extends ContentItem> {
  query: UseQueryResult<Item[]>;
  columns: ColumnsType<Item>;
  /** How the row's buttons and the delete confirmation name the item. */
  itemName: (item: Item) => string;
  /** Names the table and its loading state ('neighborhoods'). */
  label: string;
  /** The red load-failure text (docs/product/api.md#errors). */
  errorText: string;
  emptyText: string;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
}

/** A collection's paginated table with Edit and Delete per row; it scrolls sideways on narrow screens. */
export function ContentTable<Item extends ContentItem>({
  query,
  columns,
  itemName,
  label,
  errorText,
  emptyText,
  onEdit,
  onDelete,
}: Props<Item>) {
  if (query.isError) return <LoadFailure title={errorText} onRetry={query.refetch} />;
  if (query.isPending) {
    return (
      <div role="status" aria-label={`Loading ${label}`}>
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </div>
    );
  }

  const actions: ColumnsType<Item>[number] = {
    title: 'Actions',
    key: 'actions',
    fixed: 'right',
    render: (_, item) => (
      <div className={styles.actions}>
        <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={`Edit ${itemName(item)}`} onClick={() => onEdit(item)}>
          Edit
        </Button>
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={`Delete ${itemName(item)}`}
          onClick={() => onDelete(item)}
        >
          Delete
        </Button>
      </div>
    ),
  };

  return (
    <Table<Item>
      aria-label={label}
      rowKey="id"
      dataSource={query.data}
      columns={[...columns, actions]}
      pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={emptyText} /> }}
    />
  );
}
