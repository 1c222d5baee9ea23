import type { HydrationOptions, RootOptions } from 'react-dom/client';
import { siteHealthSampleRate, type SiteErrorKind, type SitePageType } from '@estate/domain';
import type { PageViewReport, PageViewReportOptions } from './pageViewReport';

/** React's root options that report the errors only React sees (an error thrown in render and not caught reaches window's `error`). */
export interface PageReportRootOptions {
  /** For hydrateRoot: a hydration that failed and was redone in the browser, and errors an error boundary caught. */
  hydration: Pick<HydrationOptions, 'onRecoverableError' | 'onCaughtError'>;
  /** For createRoot (the pages that come empty): errors an error boundary caught. */
  render: Pick<RootOptions, 'onCaughtError'>;
}

export interface StartOptions extends PageViewReportOptions {
  /** The build's SITE_ORIGIN, which sets the share of page views that report. */
  siteOrigin: string;
  /** Draws the page view's lot. */
  random?: () => number;
}

function whenLoaded(run: () => void) {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/**
 * docs/product/dashboard.md#site-health: decides once whether this page view reports (its measurements and
 * errors together, or nothing) and listens for its errors at once; the report itself and
 * web-vitals load after the page, so every page's first JavaScript grows by this file alone.
 * Errors wait for them here, with the page they came on. React's logging of the errors it
 * hands over stays: they are still written to the console.
 */
export function startPageReports({ siteOrigin, random = Math.random, ...options }: StartOptions): PageReportRootOptions {
  if (random() >= siteHealthSampleRate(siteOrigin)) return { hydration: {}, render: {} };
  const openedOn = options.pageType();
  let report: PageViewReport | undefined;
  const waiting: [SiteErrorKind, unknown, SitePageType][] = [];
  const error = (kind: SiteErrorKind, thrown: unknown) => {
    if (report) report.error(kind, thrown);
    else waiting.push([kind, thrown, options.pageType()]);
  };
  const logged = (kind: SiteErrorKind) => (thrown: unknown) => {
    error(kind, thrown);
    console.error(thrown);
  };
  window.addEventListener('error', (event) => error('uncaught', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => error('rejection', event.reason));
  // A failed load reaches unhandledrejection, and waits with the rest.
  whenLoaded(
    () =>
      void import('./lateReport').then(({ lateReport }) => {
        report = lateReport({ ...options, openedOn });
        for (const [kind, thrown, page] of waiting.splice(0)) report.error(kind, thrown, page);
      }),
  );
  return {
    hydration: { onCaughtError: logged('boundary'), onRecoverableError: logged('hydration') },
    render: { onCaughtError: logged('boundary') },
  };
}
