/** The listing access feature's public entry (the dashboard's Private Listings tab: access requests, invited clients, views). Other features import only this (eslint.config.mjs). */
import { lazy } from 'react';

/** Loaded with the tab only. */
export const PrivateListingsTab = lazy(() => import('./components/PrivateListingsTab'));
