/**
 * The page-reports feature's public entry (docs/product/dashboard.md#site-health): what every page, public
 * or the dashboard's, reports of its Core Web Vitals and errors. The entry (main.tsx) starts it;
 * the Site Health tab that shows the reports is features/siteHealth. Other features import only this (eslint.config.mjs).
 */
export { startPageReports, type PageReportRootOptions } from './startPageReports';
