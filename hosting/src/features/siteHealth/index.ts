/** The site-health feature's public entry (the dashboard's Site Health tab; what pages report is its pageReports/ part). Other features import only this (eslint.config.mjs). */
import { preloadableLazy } from '@/components/preloadableLazy';

/** Loaded with the tab only (the dashboard asks for it while it checks who is signed in). */
export const SiteHealthTab = preloadableLazy(() => import('./components/SiteHealthTab').then((module) => module.default));
export * from './pageReports';
