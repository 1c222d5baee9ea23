import { Modal } from 'antd';
import { CMA_TEXTS } from '@estate/domain';
import { CmaEditor } from './CmaEditor';

/** The editor in a dialog over the tab, for the CMA `id` names; null keeps it closed. */
export function CmaEditorDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <Modal open={id !== null} title={CMA_TEXTS.editorTitle} onCancel={onClose} footer={null} width={1100} destroyOnHidden>
      {id && <CmaEditor id={id} />}
    </Modal>
  );
}
