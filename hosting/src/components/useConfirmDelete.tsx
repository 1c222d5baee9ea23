import { App } from 'antd';
import type { ReactNode } from 'react';

interface ConfirmDeleteOptions {
  title: string;
  content: ReactNode;
  /** Runs on 'Delete'; the dialog stays open with a busy button until it settles. */
  onConfirm: () => Promise<unknown>;
}

/** docs/product/reference.md#validation: a confirmation before anything is deleted. Cancel is the default button. */
export function useConfirmDelete() {
  const { modal } = App.useApp();
  return ({ title, content, onConfirm }: ConfirmDeleteOptions) =>
    modal.confirm({
      title,
      content,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      // A failed delete has shown its toast; closing the dialog either way keeps the screen calm.
      onOk: () => onConfirm().catch(() => undefined),
    });
}
