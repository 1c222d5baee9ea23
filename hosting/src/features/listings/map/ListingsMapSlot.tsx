import { Suspense } from 'react';
import type { ListingsMapProps } from './ListingsMap';
import { LazyListingsMap } from './LazyListingsMap';
import type { PhoneView } from './MapListToggle';
import { useSplitView } from './useSplitView';

/**
 * Where /properties' map goes: it is shown on a wide screen (the split view), or on a narrow one
 * once 'Map' is pressed, and its code loads then. The width is read here, not by the page, so that
 * learning it after hydration renders this slot again, not the whole listing.
 */
export function ListingsMapSlot({ phoneView, ...map }: ListingsMapProps & { phoneView: PhoneView }) {
  const split = useSplitView();
  if (!split && phoneView !== 'map') return null;
  return (
    <Suspense fallback={null}>
      <LazyListingsMap {...map} />
    </Suspense>
  );
}
