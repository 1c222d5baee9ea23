import { lazy } from 'react';

/** The search overlay, whose antd Modal code loads when the overlay first opens (header button or /search). */
export const LazySearchOverlay = lazy(() => import('./SearchOverlay'));
