import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Rendered only once React runs in the browser, `fallback` until then (on the server and while
 * hydrating): for a lead form, which before hydration would submit as a plain HTML form. Mounted
 * as a transition, so React renders it in slices that leave the main thread free in between.
 */
export function BrowserOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
