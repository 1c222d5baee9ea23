import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { AdminSection } from '@/components/AdminSection';
import { PropertyDialog } from './PropertyDialog';
import {
  addPropertyTarget,
  duplicatePropertyTarget,
  editPropertyTarget,
  type PropertyDialogTarget,
} from '@/features/listings/propertyDialogTarget';
import { PropertyList } from './PropertyList';
import { useDeletePropertyFlow } from '@/features/listings/useDeletePropertyFlow';

interface DialogState {
  /** A new form for every opening; the last target stays while the dialog animates closed. */
  key: number;
  open: boolean;
  target: PropertyDialogTarget;
}

/** docs/product.md#properties-tab: every listing, with add, edit, duplicate and delete. */
export default function PropertiesTab() {
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const deleteProperty = useDeletePropertyFlow();

  const openDialog = (target: PropertyDialogTarget) => setDialog((current) => ({ key: (current?.key ?? 0) + 1, open: true, target }));
  const closeDialog = () => setDialog((current) => current && { ...current, open: false });

  return (
    <AdminSection
      title="Properties"
      actions={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => openDialog(addPropertyTarget())}>
          Add Property
        </Button>
      }
    >
      <PropertyList
        onEdit={(property) => openDialog(editPropertyTarget(property))}
        onDuplicate={(property) => openDialog(duplicatePropertyTarget(property))}
        onDelete={deleteProperty}
      />
      {dialog && <PropertyDialog key={dialog.key} open={dialog.open} target={dialog.target} onClose={closeDialog} />}
    </AdminSection>
  );
}
