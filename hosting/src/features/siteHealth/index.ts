/** The site-health feature's public entry: the browser's reports of every page, and the dashboard's Site Health tab. Other features import only this (eslint.config.mjs). */
import { preloadableLazy } from '@/components/preloadableLazy';
export { startSiteHealthReport, type SiteHealthRootOptions } from './reporting/startSiteHealthReport';

/** Loaded with the tab only (the dashboard asks for it while it checks who is signed in). */
export const SiteHealthTab = preloadableLazy(() => import('./components/SiteHealthTab').then((module) => module.default));
