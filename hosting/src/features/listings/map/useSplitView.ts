import { useSyncExternalStore } from 'react';

/**
 * Where /properties shows the list and the map side by side (PropertiesPage.module.css holds the same
 * width); narrower, a List / Map toggle shows one at a time.
 */
export const SPLIT_VIEW_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(SPLIT_VIEW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True while the viewport is wide enough for the split view; false on the server, which renders the list alone. */
export const useSplitView = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(SPLIT_VIEW_QUERY).matches,
    () => false,
  );
