import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@estate/domain';

// Widths below the breakpoint, fractional widths (zoom) included; older Safari lacks `width <`.
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isMobileNow = () => window.matchMedia(MOBILE_QUERY).matches;

/** True while the viewport is narrower than MOBILE_BREAKPOINT_PX (docs/product/reference.md#numbers), updated on resize. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
