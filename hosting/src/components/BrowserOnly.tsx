import { Suspense, type ReactNode } from 'react';
import { useHydrated } from './useHydrated';

/**
 * Rendered only once React runs in the browser, `fallback` until then (on the server and while
 * hydrating): for a lead form, which before hydration would submit as a plain HTML form.
 */
export function BrowserOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
