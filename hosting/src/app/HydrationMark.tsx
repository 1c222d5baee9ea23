import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once React has taken over the page (hydrated the server's HTML,
 * or rendered a page that came empty): from then on, what the page shows answers to input.
 * Browser tests wait for it; it renders nothing, so the server's HTML does not change.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
