import { useCallback, useState } from 'react';

/**
 * Open/closed state of a lazily loaded panel. `mounted` turns true on the first open and stays
 * true, so the panel's code loads only when needed and its closing animation still plays.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  return { open, mounted, show, hide };
}
