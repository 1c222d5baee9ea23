/**
 * The homeowner report's addresses (docs/product/valuation.md#the-homeowner-report): a module of its
 * own, without the report's words, since the site's route table (in every page's first code) names
 * its pages.
 */

/** The report's public routes: its unsubscribe (RFC 8058's one-click posts here) and the opens' image. */
export const HOMEOWNER_REPORTS_API_PATH = '/api/home-reports';
export const HOMEOWNER_REPORT_UNSUBSCRIBE_API_PATH = `${HOMEOWNER_REPORTS_API_PATH}/unsubscribe`;
/** GET {this}/{token}.gif: the 1×1 image whose load notes that the report was opened. */
export const HOMEOWNER_REPORT_OPENED_API_PATH = `${HOMEOWNER_REPORTS_API_PATH}/opened`;
/** The site's pages the email links to: each says what its button does, and does it only when pressed. */
export const HOMEOWNER_REPORT_UNSUBSCRIBE_PATH = '/home-value/unsubscribe';
export const HOMEOWNER_REPORT_AGENT_PATH = '/home-value/agent';
/** Both pages' title: the browser's tab, the hero's eyebrow. */
export const HOMEOWNER_REPORT_PAGE_TITLE = 'Your Home Value Report';
