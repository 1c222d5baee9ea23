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

/** How often a popup that fell due while another dialog was open looks again. */
const DIALOG_RECHECK_MS = 1000;

const isShown = (element: Element | null): boolean =>
  element === null || (getComputedStyle(element).display !== 'none' && isShown(element.parentElement));

/** A modal dialog holds the screen (a confirmation, the gallery, a form): the popup must not cover it. */
const anotherDialogOpen = () => [...document.querySelectorAll('[aria-modal="true"]')].some(isShown);

/**
 * docs/product/site.md#popup: due POPUP_DELAY_MS after load, or at once when the mouse leaves through the top
 * of the window (exit intent), unless it was closed before; while another dialog is open it waits
 * for it to close. `suppressed` holds it back (e.g. while
 * the search overlay fills the screen); it shows when the suppression ends.
 */
export function usePopupTrigger({ suppressed = false } = {}) {
  const [seen, setSeen] = useState(wasSeen);
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (seen || due) return;
    const fallDue = () => {
      if (anotherDialogOpen()) timer = window.setTimeout(fallDue, DIALOG_RECHECK_MS);
      else setDue(true);
    };
    let timer = window.setTimeout(fallDue, POPUP_DELAY_MS);
    const onMouseOut = (event: MouseEvent) => {
      if (event.clientY <= 0 && !event.relatedTarget && !anotherDialogOpen()) setDue(true);
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
