/** The overview/ part of dashboard (the dashboard's Overview tab: counts, speed to lead, charts). features/dashboard/index.ts re-exports it, and other features import only that (eslint.config.mjs). */
import { preloadableLazy } from '@/components/preloadableLazy';
export { LEAD_STATS_URL } from './api/getLeadStats';

/** Loaded with the tab only (the dashboard asks for it while it checks who is signed in). */
export const OverviewTab = preloadableLazy(() => import('./components/OverviewTab').then((module) => module.default));
