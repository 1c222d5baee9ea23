import type { HydrationOptions, RootOptions } from 'react-dom/client';
import { siteHealthSampleRate } from '@estate/domain';
import { pageViewReport, type PageViewReportOptions } from './pageViewReport';

/** React's root options that report the errors only React sees (an error thrown in render and not caught reaches window's `error`). */
export interface SiteHealthRootOptions {
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
 * docs/product.md#site-health: decides once whether this page view reports (its measurements and
 * errors together, or nothing), then listens for its errors at once and loads web-vitals after the
 * page, so the public pages' first JavaScript stays small. React's default logging of the errors
 * it hands over stays: they are still written to the console.
 */
export function startSiteHealthReport({ siteOrigin, random = Math.random, ...options }: StartOptions): SiteHealthRootOptions {
  if (random() >= siteHealthSampleRate(siteOrigin)) return { hydration: {}, render: {} };
  const report = pageViewReport(options);
  const onCaughtError = (error: unknown) => {
    report.error('boundary', error);
    console.error(error);
  };
  // A failed load reaches window's unhandledrejection, and is reported as one.
  whenLoaded(() => void import('./measureVitals').then(({ measureVitals }) => measureVitals(report)));
  return {
    hydration: {
      onCaughtError,
      onRecoverableError: (error) => {
        report.error('hydration', error);
        console.error(error);
      },
    },
    render: { onCaughtError },
  };
}
