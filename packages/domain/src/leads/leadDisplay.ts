/** docs/product/reference.md#numbers: when the market-report popup shows, and how many leads the Overview lists (scripts/referenceNumbers.test.ts holds the docs to them). */

/** The market-report popup waits this long after load (docs/product/site.md#popup), once per browser. */
export const POPUP_DELAY_MS = 15_000;
export const POPUP_SEEN_STORAGE_KEY = 'popup-lead-form-shown';
/** The admin overview's Recent Leads table shows the first this many leads (docs/product/reference.md#numbers). */
export const RECENT_LEADS_COUNT = 5;
