import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense } from 'react';
import type { Property } from '@estate/domain';
import { AdminSection } from '@/components/AdminSection';
import {
  addPropertyTarget,
  duplicatePropertyTarget,
  editPropertyTarget,
  type PropertyDialogTarget,
} from '@/features/listings/dashboard/propertyDialogTarget';
import { PropertyList } from './PropertyList';
import { PropertyStatusFilter } from './PropertyStatusFilter';
import { LazyChangeStatusDialog, LazyPropertyDialog, LazyPropertyHistoryDialog, preloadPropertyDialogs } from './propertyDialogs';
import { useDeletePropertyFlow } from '@/features/listings/dashboard/useDeletePropertyFlow';
import { useDialogTarget } from '@/features/listings/dashboard/useDialogTarget';
import { usePropertyStatusFilter } from '@/features/listings/dashboard/usePropertyStatusFilter';

/** docs/product/dashboard.md#properties-tab: the listings by status, with add, edit, duplicate, status moves, history and delete. */
export default function PropertiesTab() {
  const { status, setStatus } = usePropertyStatusFilter();
  const form = useDialogTarget<PropertyDialogTarget>();
  const move = useDialogTarget<Property>();
  const history = useDialogTarget<Property>();
  const deleteProperty = useDeletePropertyFlow();

  return (
    // A pointer or the focus coming into the tab fetches the dialogs' code, before a click opens one.
    <div onPointerEnter={preloadPropertyDialogs} onFocus={preloadPropertyDialogs}>
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
        {/* Each in its own boundary: one whose code is still on the way never hides another. */}
        {form.dialog && (
          <Suspense fallback={null}>
            <LazyPropertyDialog key={form.dialog.key} open={form.dialog.open} target={form.dialog.target} onClose={form.close} />
          </Suspense>
        )}
        {move.dialog && (
          <Suspense fallback={null}>
            <LazyChangeStatusDialog key={move.dialog.key} open={move.dialog.open} property={move.dialog.target} onClose={move.close} />
          </Suspense>
        )}
        {history.dialog && (
          <Suspense fallback={null}>
            <LazyPropertyHistoryDialog
              key={history.dialog.key}
              open={history.dialog.open}
              property={history.dialog.target}
              onClose={history.close}
            />
          </Suspense>
        )}
      </AdminSection>
    </div>
  );
}
