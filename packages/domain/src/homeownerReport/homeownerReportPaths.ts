/**
 * The homeowner report's site pages (docs/product/valuation.md#the-homeowner-report): a module of
 * their own, without the report's words and API, since the site's route table (in every page's
 * first code) names them.
 */

/** The site's pages the email links to: each says what its button does, and does it only when pressed. */
export const HOMEOWNER_REPORT_UNSUBSCRIBE_PATH = '/home-value/unsubscribe';
export const HOMEOWNER_REPORT_AGENT_PATH = '/home-value/agent';
/** Both pages' title: the browser's tab, the hero's eyebrow. */
export const HOMEOWNER_REPORT_PAGE_TITLE = 'Your Home Value Report';
