/** docs/product/dashboard.md#site-health: the browsers' Core Web Vitals and errors, and the Site Health tab's figures. */
export { firestoreSiteErrorsRepository, SITE_ERRORS, type SiteErrorsRepository } from './siteErrorsRepository';
export { SITE_HEALTH_BEACONS_ROUTE, siteHealthRouter, type SiteHealthRouterDeps } from './siteHealthRouter';
export { siteHealthService, type SiteHealthService } from './siteHealthService';
export { firestoreVitalsRepository, SITE_VITALS, type VitalsRepository } from './vitalsRepository';
