import { Suspense } from 'react';
import { lazyWithAntdTheme } from '@/theme/lazyWithAntdTheme';
import { usePopupTrigger } from './usePopupTrigger';

const MarketReportPopup = lazyWithAntdTheme(() => import('./components/MarketReportPopup').then((module) => module.default));

/**
 * The market-report popup where the shell places it: its code loads only once it is due. Its own
 * component, so the popup falling due re-renders this alone, not the page under it.
 */
export function MarketReportPopupHost({ suppressed }: { suppressed: boolean }) {
  const popup = usePopupTrigger({ suppressed });
  if (!popup.triggered) return null;
  return (
    <Suspense fallback={null}>
      <MarketReportPopup open={popup.open} onClose={popup.close} />
    </Suspense>
  );
}
