/**
 * The homeowner report (docs/product/valuation.md#the-homeowner-report): the monthly email an owner
 * who opted in on the valuation page gets, its links and its words.
 */
import { formatPrice } from '../shared/format';

/** The report's public routes: its unsubscribe (RFC 8058's one-click posts here) and the opens' image. */
export const HOMEOWNER_REPORTS_API_PATH = '/api/home-reports';
export const HOMEOWNER_REPORT_UNSUBSCRIBE_API_PATH = `${HOMEOWNER_REPORTS_API_PATH}/unsubscribe`;
/** GET {this}/{token}.gif: the 1×1 image whose load notes that the report was opened. */
export const HOMEOWNER_REPORT_OPENED_API_PATH = `${HOMEOWNER_REPORTS_API_PATH}/opened`;

export const HOMEOWNER_REPORT_RULES = {
  /** The newest closed sales and new listings the email lists, each. */
  salesShown: 5,
  listingsShown: 5,
  /** Nearby: in the home's neighbourhood, or within this of its position. */
  nearbyKm: 2,
  /** The second open within these days of the first (of any of the owner's reports) alerts staff, once in such a window. */
  openAlertDays: 7,
  /** Opens kept on a report's record (the newest). */
  opensKept: 20,
} as const;

/** A change of the estimate, in dollars and as a share of the earlier one. */
function changeText(now: number, before: number, since: string): string {
  const delta = now - before;
  if (delta === 0) return `Unchanged since ${since}.`;
  const percent = Math.abs((delta / before) * 100).toFixed(1);
  return `${delta > 0 ? 'Up' : 'Down'} ${formatPrice(Math.abs(delta))} (${percent}%) since ${since}.`;
}

export const HOMEOWNER_REPORT_TEXTS = {
  subject: (month: string) => `Your home’s value report for ${month}`,
  intro: (month: string) => `Here is your home’s estimated value for ${month}, with the sales and listings around it.`,
  range: (value: number, low: number, high: number) =>
    `Estimated value: ${formatPrice(value)}, likely between ${formatPrice(low)} and ${formatPrice(high)}.`,
  change: changeText,
  tooFew: 'There were too few recent public sales like your home around it to estimate its value this month.',
  optedOut: 'Your home’s listing asks that no automated estimate be shown, so this report has none.',
  salesHeading: 'New sales nearby',
  noSales: 'No new sales nearby since the last report.',
  listingsHeading: 'New listings nearby',
  noListings: 'No new listings nearby since the last report.',
  sold: (price: string, day: string) => `Sold for ${price} on ${day}`,
  soldUndisclosed: (day: string) => `Sold on ${day}`,
  listed: (price: string) => `Listed at ${price}`,
  cma: 'See your comparative market analysis',
  askAgent: 'Ask an agent about your home',
  why: 'You get this email because you asked for a monthly report of your home’s value on our valuation page. We note when it is opened.',
  unsubscribe: 'Stop the monthly report',
  /** The unsubscribe page and its API. */
  unsubscribeHeading: 'Stop the Monthly Report',
  unsubscribePreview: 'Stop the monthly report of your home’s value.',
  unsubscribeButton: 'Stop the report',
  unsubscribeDone: 'You will get no more monthly reports of your home’s value.',
  unsubscribeGone: 'This report is no longer on file: it sends no more emails.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Reply to any of our emails and we will stop the report.',
  /** The "ask an agent" page; its answers are the opinion's (HOME_VALUE_TEXTS). */
  agentHeading: 'Ask an Agent',
  agentPreview: 'Ask an agent of Queen City Estates to contact you about your home’s value.',
  agentButton: 'Ask an agent',
  /** Either page, when the API's answer carries no message of its own. */
  linkUnreadable: 'This link could not be read. Reply to any of our emails and we will help.',
  /** The consent withdrawn, in the words stored on the lead. */
  withdrawn: 'The owner stopped the monthly report from its unsubscribe link.',
  /** The lead's timeline. */
  unsubscribedActivity: 'The owner stopped the monthly homeowner report',
  openedTwiceActivity: 'The owner opened the monthly homeowner report twice in a week',
  /** The staff alert. */
  openedTwiceSubject: 'Homeowner report opened twice',
  openedTwiceIntro: (name: string) =>
    `${name} opened their monthly home value report twice in a week: a good moment to get in touch about selling.`,
} as const;

/** What GET /api/home-reports/unsubscribe answers: what the link would do, before anything changes. */
export interface HomeownerReportUnsubscribePreview {
  message: string;
}
