import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Property } from '@estate/domain';
import { AdminSection } from '@/components/AdminSection';
import { PropertyDialog } from './PropertyDialog';
import {
  addPropertyTarget,
  duplicatePropertyTarget,
  editPropertyTarget,
  type PropertyDialogTarget,
} from '@/features/listings/propertyDialogTarget';
import { PropertyList } from './PropertyList';
import { PropertyStatusFilter } from './PropertyStatusFilter';
import { ChangeStatusDialog } from './lifecycle/ChangeStatusDialog';
import { PropertyHistoryDialog } from './lifecycle/PropertyHistoryDialog';
import { useDeletePropertyFlow } from '@/features/listings/useDeletePropertyFlow';
import { useDialogTarget } from '@/features/listings/useDialogTarget';
import { usePropertyStatusFilter } from '@/features/listings/usePropertyStatusFilter';

/** docs/product.md#properties-tab: the listings by status, with add, edit, duplicate, status moves, history and delete. */
export default function PropertiesTab() {
  const { status, setStatus } = usePropertyStatusFilter();
  const form = useDialogTarget<PropertyDialogTarget>();
  const move = useDialogTarget<Property>();
  const history = useDialogTarget<Property>();
  const deleteProperty = useDeletePropertyFlow();

  return (
    <AdminSection
      title="Properties"
      actions={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => form.open(addPropertyTarget())}>
          Add Property
        </Button>
      }
    >
      <PropertyStatusFilter value={status} onChange={setStatus} />
      <PropertyList
        status={status}
        onEdit={(property) => form.open(editPropertyTarget(property))}
        onDuplicate={(property) => form.open(duplicatePropertyTarget(property))}
        onChangeStatus={move.open}
        onHistory={history.open}
        onDelete={deleteProperty}
      />
      {form.dialog && <PropertyDialog key={form.dialog.key} open={form.dialog.open} target={form.dialog.target} onClose={form.close} />}
      {move.dialog && (
        <ChangeStatusDialog key={move.dialog.key} open={move.dialog.open} property={move.dialog.target} onClose={move.close} />
      )}
      {history.dialog && (
        <PropertyHistoryDialog
          key={history.dialog.key}
          open={history.dialog.open}
          property={history.dialog.target}
          onClose={history.close}
        />
      )}
    </AdminSection>
  );
}
