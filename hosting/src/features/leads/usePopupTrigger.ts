import { useCallback, useEffect, useState } from 'react';
import { POPUP_DELAY_MS, POPUP_SEEN_STORAGE_KEY } from '@estate/domain';

// Storage can be unavailable (privacy modes, blocked cookies): then the popup is simply not remembered.
function wasSeen(): boolean {
  try {
    return localStorage.getItem(POPUP_SEEN_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberSeen() {
  try {
    localStorage.setItem(POPUP_SEEN_STORAGE_KEY, 'true');
  } catch {
    // Not remembered: it will show again on a later visit.
  }
}

/**
 * docs/product.md#popup: due POPUP_DELAY_MS after load, or at once when the mouse leaves through the top
 * of the window (exit intent), unless it was closed before. `suppressed` holds it back (e.g. while
 * the search overlay fills the screen); it shows when the suppression ends.
 */
export function usePopupTrigger({ suppressed = false } = {}) {
  const [seen, setSeen] = useState(wasSeen);
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (seen || due) return;
    const timer = window.setTimeout(() => setDue(true), POPUP_DELAY_MS);
    const onMouseOut = (event: MouseEvent) => {
      if (event.clientY <= 0 && !event.relatedTarget) setDue(true);
    };
    document.addEventListener('mouseout', onMouseOut);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('mouseout', onMouseOut);
    };
  }, [seen, due]);

  const close = useCallback(() => {
    rememberSeen();
    setSeen(true);
  }, []);

  const open = due && !seen && !suppressed;
  return { open, triggered: due, close };
}
