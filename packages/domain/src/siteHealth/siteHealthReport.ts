/** docs/product/dashboard.md#site-health: GET /api/admin/site-health, what the dashboard's Site Health tab shows. */
import type { SiteErrorKind } from './siteErrors';
import type { SitePageType } from './sitePageTypes';
import type { VitalRating, WebVital } from './webVitals';

/** The periods the panel compares, in days up to today (UTC). Reports are kept for the longest and a few days more. */
export const SITE_HEALTH_WINDOWS_DAYS = [7, 28] as const;
export type SiteHealthWindowDays = (typeof SITE_HEALTH_WINDOWS_DAYS)[number];

/** The most frequent error messages a window lists; the rest are counted. */
export const SITE_HEALTH_TOP_ERRORS = 10;

/** The days of `GET /api/health` history the panel shows. */
export const HEALTH_HISTORY_DAYS = 7;

export interface VitalSummary {
  /** The 75th percentile, in the metric's unit (milliseconds for LCP and INP). */
  p75: number;
  samples: number;
  rating: VitalRating;
}

export interface PageVitals {
  pageType: SitePageType;
  /** Each metric measured on the page type in the window; a metric without samples is absent (INP needs an interaction). */
  vitals: Partial<Record<WebVital, VitalSummary>>;
}

export interface SiteErrorSummary {
  kind: SiteErrorKind;
  /** Scrubbed in the browser and again on the server: no email, id, long number or URL query. */
  message: string;
  /** The page views that reported it. */
  count: number;
  /** Where it happened, most reports first. */
  pageTypes: SitePageType[];
}

export interface SiteErrorsSummary {
  total: number;
  byKind: Record<SiteErrorKind, number>;
  /** The most reported messages, most first. */
  top: SiteErrorSummary[];
}

export interface SiteHealthWindow {
  days: SiteHealthWindowDays;
  /** The window's first day, YYYY-MM-DD (UTC). */
  since: string;
  /** The page types with measurements, the most measured first. */
  pages: PageVitals[];
  errors: SiteErrorsSummary;
}

/** One day of `GET /api/health` checks (a check answers every request of the next 5 s). */
export interface HealthDay {
  day: string;
  checks: number;
  /** Checks in which a dependency failed. */
  failures: number;
  /** The slowest dependency's answer in the day's slowest check, rounded up to within 5%; null without checks. */
  slowestMs: number | null;
}

/** An hour in which checks failed, and the dependencies that did. */
export interface FailingHour {
  /** YYYY-MM-DDTHH (UTC). */
  hour: string;
  failures: number;
  dependencies: string[];
}

export interface SiteHealthReport {
  windows: SiteHealthWindow[];
  health: {
    /** The last HEALTH_HISTORY_DAYS days, newest first, a day without checks included. */
    days: HealthDay[];
    /** The hours of those days with failures, newest first. */
    failingHours: FailingHour[];
  };
}
