import { Button, Modal } from 'antd';
import { useEffect, useState, type FormEventHandler, type ReactNode } from 'react';
import { createUploadSession, UploadSessionContext } from '@/features/uploads/uploadSession';

interface Props {
  open: boolean;
  title: string;
  /** The form's id, so the footer's submit button belongs to it. */
  formId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** While true the dialog cannot be closed (docs/product/reference.md#states) and the submit button shows `pendingLabel`. */
  submitting: boolean;
  /** Blocks submitting without closing (an upload still running). */
  submitDisabled?: boolean;
  submitLabel: string;
  pendingLabel: string;
  width?: number;
  children: ReactNode;
}

/**
 * A dashboard form in a dialog: Cancel and submit in the footer, locked while the form is
 * submitting. Cancelling deletes the photos uploaded since it opened (uploadSession.ts); the
 * form closes it through `onClose` itself once saved, which keeps them.
 */
export function FormDialog({
  open,
  title,
  formId,
  onSubmit,
  onClose,
  submitting,
  submitDisabled = false,
  submitLabel,
  pendingLabel,
  width = 640,
  children,
}: Props) {
  const [uploads] = useState(() => createUploadSession());
  useEffect(() => {
    if (open) uploads.keep();
  }, [open, uploads]);
  const close = () => {
    if (submitting) return;
    uploads.discard();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={close}
      closable={!submitting}
      mask={{ closable: !submitting }}
      keyboard={!submitting}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={submitting}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" htmlType="submit" form={formId} loading={submitting} disabled={submitDisabled}>
          {submitting ? pendingLabel : submitLabel}
        </Button>,
      ]}
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <UploadSessionContext value={uploads}>{children}</UploadSessionContext>
      </form>
    </Modal>
  );
}
