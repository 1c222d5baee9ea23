import { startTransition, useCallback, useState } from 'react';

/**
 * Open/closed state of a lazily loaded panel. `mounted` turns true on the first open and stays
 * true, so the panel's code loads only when needed and its closing animation still plays.
 * Opening and closing render in a transition: the tap is answered at the next frame, and the
 * panel's render (antd's Modal and its styles, on a slow phone hundreds of milliseconds) yields
 * to the browser instead of holding that frame.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = useCallback(() => {
    startTransition(() => {
      setMounted(true);
      setOpen(true);
    });
  }, []);
  const hide = useCallback(() => startTransition(() => setOpen(false)), []);
  return { open, mounted, show, hide };
}
