import { DURATION_SCALE, type HistogramScale, scaleUpTo } from './histogram';

/** docs/product/dashboard.md#site-health: the Core Web Vitals the browser reports, and how Google rates them. */
export const WEB_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type WebVital = (typeof WEB_VITALS)[number];

/**
 * Google's thresholds (web.dev/articles/vitals), for a page's 75th percentile: good at or below
 * `good`, poor above `poor`, needing improvement between. LCP and INP in milliseconds, CLS unitless.
 */
export const WEB_VITAL_THRESHOLDS: Readonly<Record<WebVital, { good: number; poor: number }>> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};

/**
 * The largest value a report may carry: a paint or an interaction slower than a minute, or a
 * shift of more than ten screens, is a broken measurement, not a visitor's page.
 */
export const WEB_VITAL_MAX: Readonly<Record<WebVital, number>> = { LCP: 60_000, INP: 60_000, CLS: 10 };

/** The histograms the server adds reports to: LCP and INP as durations, CLS from a thousandth up. */
export const VITAL_SCALES: Readonly<Record<WebVital, HistogramScale>> = {
  LCP: DURATION_SCALE,
  INP: DURATION_SCALE,
  CLS: scaleUpTo(0.001, 1.05, WEB_VITAL_MAX.CLS),
};

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

/** The rating as the Site health panel writes it: in words, never by colour alone. */
export const VITAL_RATING_LABELS: Readonly<Record<VitalRating, string>> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

export function vitalRating(metric: WebVital, value: number): VitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** A value as Google's tools write it: LCP in seconds, INP in milliseconds, CLS to two decimals. */
export function formatVital(metric: WebVital, value: number): string {
  if (metric === 'LCP') return `${(value / 1000).toFixed(1)} s`;
  if (metric === 'INP') return `${Math.round(value)} ms`;
  return value.toFixed(2);
}
