/** The overview feature's public entry (the dashboard's Overview tab: counts, speed to lead, charts). Other features import only this (eslint.config.mjs). */
import { preloadableLazy } from '@/components/preloadableLazy';
export { LEAD_STATS_URL } from './api/getLeadStats';

/** Loaded with the tab only (the dashboard asks for it while it checks who is signed in). */
export const OverviewTab = preloadableLazy(() => import('./components/OverviewTab').then((module) => module.default));
