import { useEffect } from 'react';
import { dismissToastsOnSwipeRight } from './swipeToDismiss';

const REGION_ID = 'notifications';
export const TOAST_HOTKEY = 'F8';

/** The landmark the toasts render into; created on first use so it exists outside React's root. */
export function toastRegion(): HTMLElement {
  let region = document.getElementById(REGION_ID);
  if (!region) {
    region = document.createElement('section');
    region.id = REGION_ID;
    region.setAttribute('aria-label', `Notifications (${TOAST_HOTKEY})`);
    region.tabIndex = -1;
    dismissToastsOnSwipeRight(region);
    document.body.append(region);
  }
  return region;
}

/** docs/product/reference.md#numbers: F8 moves focus to the notification region, so keyboard users can reach a toast. */
export function useToastHotkey() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      toastRegion().focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
