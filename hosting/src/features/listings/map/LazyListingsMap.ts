import { lazy } from 'react';

/** /properties' map: maplibre, its style and this feature's map code, fetched only when the map is shown. */
export const LazyListingsMap = lazy(() => import('./ListingsMap'));
