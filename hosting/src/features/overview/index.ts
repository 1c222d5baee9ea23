/** The overview feature's public entry (the dashboard's Overview tab: counts, speed to lead, charts). Other features import only this (eslint.config.mjs). */
import { lazy } from 'react';
export { LEAD_STATS_URL } from './api/getLeadStats';

/** Loaded with the tab only. */
export const OverviewTab = lazy(() => import('./components/OverviewTab'));
