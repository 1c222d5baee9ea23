import { useEffect } from 'react';

// Several layers may lock at once (menu, overlay); the page scrolls again when the last one lets go.
let locks = 0;
let overflowBefore = '';

/** Stops the page behind a menu or dialog from scrolling while `locked` is true. */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    if (locks === 0) {
      overflowBefore = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = overflowBefore;
    };
  }, [locked]);
}
