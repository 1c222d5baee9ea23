import { useState } from 'react';

export type ContentDialogTarget<Item> = { mode: 'create' } | { mode: 'edit'; item: Item };

interface DialogState<Item> {
  open: boolean;
  target: ContentDialogTarget<Item>;
  /** Counts the openings: each one starts a fresh form, while closing keeps the dialog for its animation. */
  session: number;
}

/** Which item the add/edit dialog is showing, if any. */
export function useContentDialog<Item>() {
  const [state, setState] = useState<DialogState<Item>>({ open: false, target: { mode: 'create' }, session: 0 });
  const show = (target: ContentDialogTarget<Item>) => setState(({ session }) => ({ open: true, target, session: session + 1 }));
  return {
    ...state,
    openCreate: () => show({ mode: 'create' }),
    openEdit: (item: Item) => show({ mode: 'edit', item }),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
