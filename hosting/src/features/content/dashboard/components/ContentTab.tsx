import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { FieldValues } from 'react-hook-form';
import { AdminSection } from '@/components/AdminSection';
import { useConfirmDelete } from '@/components/useConfirmDelete';
import type { ContentCollection, ContentItem } from '@/features/content/dashboard/contentCollection';
import type { ContentFormConfig } from '@/features/content/dashboard/contentForm';
import { deleteConfirmText, deleteConfirmTitle } from '@/features/content/dashboard/contentMessages';
import { ContentFormDialog } from './ContentFormDialog';
import { ContentTable } from './ContentTable';
import { useContentCollection } from '@/features/content/dashboard/useContentCollection';
import { useContentDialog } from '@/features/content/dashboard/useContentDialog';
import styles from './ContentTab.module.css';

export interface ContentTableConfig<Item extends ContentItem> {
  columns: ColumnsType<Item>;
  itemName: (item: Item) => string;
  /** The red load-failure text (docs/product/api.md#errors). */
  errorText: string;
  emptyText: string;
}

interface Props<Item extends ContentItem, Values extends FieldValues> {
  /** The tab's heading ('Blog Posts'). */
  title: string;
  collection: ContentCollection;
  table: ContentTableConfig<Item>;
  form: ContentFormConfig<Item, Values>;
  /** Why nothing can be added now (every name taken, say); the Add button is disabled while set. */
  addBlockedReason?: (items: Item[]) => string | undefined;
}

/**
 * A dashboard tab for one content collection: the list, 'Add {singular}', and per row Edit (the
 * same dialog) and Delete (after a confirmation).
 */
export function ContentTab<Item extends ContentItem, Values extends FieldValues>({
  title,
  collection,
  table,
  form,
  addBlockedReason,
}: Props<Item, Values>) {
  const { list, save, remove } = useContentCollection<Item>(collection);
  const dialog = useContentDialog<Item>();
  const confirmDelete = useConfirmDelete();
  const items = list.data ?? [];
  const blockedReason = addBlockedReason?.(items);
  const blockedReasonId = `${form.id}-add-blocked`;
  const editing = dialog.target.mode === 'edit' ? dialog.target.item : undefined;

  const askDelete = (item: Item) =>
    confirmDelete({
      title: deleteConfirmTitle(collection.singular),
      content: deleteConfirmText(table.itemName(item)),
      onConfirm: () => remove(item.id),
    });

  return (
    <AdminSection
      title={title}
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={dialog.openCreate}
          disabled={blockedReason !== undefined}
          aria-describedby={blockedReason ? blockedReasonId : undefined}
        >
          Add {collection.singular}
        </Button>
      }
    >
      {blockedReason && (
        <p id={blockedReasonId} className={styles.hint}>
          {blockedReason}
        </p>
      )}
      <ContentTable<Item>
        query={list}
        columns={table.columns}
        itemName={table.itemName}
        label={title}
        errorText={table.errorText}
        emptyText={table.emptyText}
        onEdit={dialog.openEdit}
        onDelete={askDelete}
      />
      {dialog.session > 0 && (
        <ContentFormDialog<Item, Values>
          key={dialog.session}
          open={dialog.open}
          singular={collection.singular}
          config={form}
          editing={editing}
          items={items}
          onSave={(input) => save({ id: editing?.id, input })}
          onClose={dialog.close}
        />
      )}
    </AdminSection>
  );
}
