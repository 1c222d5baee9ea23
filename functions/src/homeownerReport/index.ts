/** The homeowner report: the monthly email of a home's value to its consenting owner, its opens and its unsubscribe. What the composition root may use of it. */
export { firestoreHomeownerReportRepository, HOMEOWNER_REPORTS, type HomeownerReportRepository } from './homeownerReportRepository';
export { homeownerReportRun, type HomeownerReportRun, type HomeownerReportRunDeps } from './homeownerReportRun';
export { homeownerReportService, type HomeownerReportService } from './homeownerReportService';
export { HOMEOWNER_REPORT_UNSUBSCRIBE_ROUTE, homeownerReportRouter, type HomeownerReportRouterDeps } from './homeownerReportRouter';
export { reportOpenTokens, reportUnsubscribeTokens } from './homeownerReportTokens';
export { firestoreNewListingsRepository, type NewListingsRepository } from './newListingsRepository';
export { openedTwiceMail } from './openedTwiceMail';
