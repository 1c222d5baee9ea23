/**
 * The page-reports feature's public entry (docs/product/dashboard.md#site-health): what every page, public
 * or the dashboard's, reports of its Core Web Vitals and errors. The entry (main.tsx) starts it;
 * the Site Health tab that shows the reports is features/siteHealth. features/siteHealth/index.ts re-exports it, and other features import only that (eslint.config.mjs).
 */
export { startPageReports, type PageReportRootOptions } from './startPageReports';
