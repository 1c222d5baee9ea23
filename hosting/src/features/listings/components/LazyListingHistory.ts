import { lazy } from 'react';

/**
 * The detail page's history, as its own chunk: rendered with the page on the server, hydrated once
 * its code is in. Below the fold, it need not weigh on the page's first load, which is at its budget.
 */
export const LazyListingHistory = lazy(() => import('./ListingHistory').then((module) => ({ default: module.ListingHistory })));
