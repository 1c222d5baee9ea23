import type { QueryClient } from '@tanstack/react-query';

/** The browser may wait this long for an idle moment before it must run the callback. */
const IDLE_TIMEOUT_MS = 1000;
/** Where the browser has no requestIdleCallback (Safari): a pause that lets the answers paint first. */
const NO_IDLE_DELAY_MS = 200;
/** A read that hangs does not keep the callback waiting longer than this. */
export const MAX_WAIT_MS = 5000;

function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, NO_IDLE_DELAY_MS);
  return () => clearTimeout(handle);
}

/**
 * Runs `callback` once no read of `client` is in flight (at most MAX_WAIT_MS from now), at the
 * browser's next idle moment: after what the reads answered is on screen. Answers a cancel.
 */
export function afterReadsAnswered(client: QueryClient, callback: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const stopWaiting = () => {
    unsubscribe();
    clearTimeout(deadline);
  };
  const schedule = () => {
    stopWaiting();
    cancelIdle ??= whenIdle(callback);
  };
  const unsubscribe = client.getQueryCache().subscribe(() => {
    if (client.isFetching() === 0) schedule();
  });
  const deadline = setTimeout(schedule, MAX_WAIT_MS);
  if (client.isFetching() === 0) schedule();
  return () => {
    stopWaiting();
    cancelIdle?.();
  };
}
