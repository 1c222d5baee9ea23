import { useCallback, useState } from 'react';

export interface DialogState<Target> {
  /** A new dialog for every opening; the last target stays while the dialog animates closed. */
  key: number;
  open: boolean;
  target: Target;
}

/** A dialog opened on one thing at a time: `open(target)` shows a fresh one, `close()` hides it and keeps the target for the animation. */
export function useDialogTarget<Target>() {
  const [dialog, setDialog] = useState<DialogState<Target> | null>(null);
  const open = useCallback((target: Target) => setDialog((current) => ({ key: (current?.key ?? 0) + 1, open: true, target })), []);
  const close = useCallback(() => setDialog((current) => current && { ...current, open: false }), []);
  return { dialog, open, close };
}
