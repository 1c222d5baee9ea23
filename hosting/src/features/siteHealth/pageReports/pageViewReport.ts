import {
  scrubErrorMessage,
  SITE_HEALTH_EVENTS_PER_VIEW,
  type SiteErrorKind,
  type SiteHealthBeacon,
  type SitePageType,
  WEB_VITAL_MAX,
  type WebVital,
} from '@estate/domain';
import { SITE_HEALTH_BEACONS_URL } from '@/features/siteHealth/pageReports/api/urls';

/** One page view's reports (docs/product/dashboard.md#site-health), sent together when the page is hidden or left. */
export interface PageViewReport {
  /** An error on the page shown now, or on `page` (one that came before this report was loaded). */
  error(kind: SiteErrorKind, error: unknown, page?: SitePageType): void;
  /** A Core Web Vital of the page the view opened on (web-vitals measures a document's first page). */
  vital(metric: WebVital, value: number): void;
}

export interface PageViewReportOptions {
  /** The route pattern of the page shown now: never its address, which may hold an id or a search. */
  pageType: () => SitePageType;
  /** Posts a batch as the page goes away; false when the browser would not queue it. */
  send?: (url: string, body: string) => boolean;
}

export interface ReportOptions extends PageViewReportOptions {
  /** The page the document opened on, which its Core Web Vitals measure (the visitor may have moved on by the time this loads). */
  openedOn: SitePageType;
}

/** What an error says of itself: 'TypeError: x is undefined', never the stack. */
function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message ? `${error.name}: ${error.message}` : error.name;
  if (typeof error === 'string') return error;
  return `A ${error === null ? 'null' : typeof error} was thrown`;
}

/**
 * Queues a page view's reports, at most SITE_HEALTH_EVENTS_PER_VIEW and each error once, and sends
 * them with navigator.sendBeacon (text/plain, which the API reads as JSON) when the page is hidden
 * or left: a beacon outlives the page. It listens on window, so it runs after web-vitals' listeners
 * on the document have handed over their last values for the same event.
 */
export function pageViewReport({
  pageType,
  openedOn,
  send = (url, body) => navigator.sendBeacon(url, body),
}: ReportOptions): PageViewReport {
  let queued: SiteHealthBeacon = { vitals: [], errors: [] };
  let sent = 0;
  const errorsSeen = new Set<string>();
  const queuedCount = () => queued.vitals.length + queued.errors.length;
  const hasRoom = () => sent + queuedCount() < SITE_HEALTH_EVENTS_PER_VIEW;

  const flush = () => {
    const count = queuedCount();
    if (count === 0 || !send(SITE_HEALTH_BEACONS_URL, JSON.stringify(queued))) return;
    sent += count;
    queued = { vitals: [], errors: [] };
  };
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);

  return {
    error(kind, error, page = pageType()) {
      const message = scrubErrorMessage(messageOf(error)) || 'An error without a message';
      const seen = `${kind} ${page} ${message}`;
      if (errorsSeen.has(seen) || !hasRoom()) return;
      errorsSeen.add(seen);
      queued.errors.push({ page, kind, message });
    },
    vital(metric, value) {
      // Out of range is a broken measurement: the API would refuse the whole batch for it.
      if (!(value >= 0 && value <= WEB_VITAL_MAX[metric]) || !hasRoom()) return;
      queued.vitals.push({ page: openedOn, metric, value });
    },
  };
}
