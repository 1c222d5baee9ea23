import {
  DURATION_SCALE,
  type FailingHour,
  type HealthDay,
  highestBound,
  mergeCounts,
  type PageVitals,
  percentile,
  sampleCount,
  SITE_ERROR_KINDS,
  SITE_HEALTH_TOP_ERRORS,
  type SiteErrorsSummary,
  type SitePageType,
  VITAL_SCALES,
  vitalRating,
  WEB_VITALS,
} from '@estate/domain';
import type { HealthHour } from '../apiHealth';
import type { DayErrors, ErrorMessageCount } from './siteErrorsRepository';
import type { DayVitals } from './vitalsRepository';

const P75 = 0.75;

/** Per page type with measurements from `since` on, the most measured first: each metric's p75, its samples and Google's rating. */
export function pageVitals(days: readonly DayVitals[], since: string): PageVitals[] {
  const inWindow = days.filter((day) => day.day >= since);
  const pageTypes = [...new Set(inWindow.map((day) => day.pageType))];
  const pages = pageTypes.map((pageType) => {
    const ofPage = inWindow.filter((day) => day.pageType === pageType);
    const vitals: PageVitals['vitals'] = {};
    for (const metric of WEB_VITALS) {
      const counts = mergeCounts(ofPage.map((day) => day.histograms[metric] ?? {}));
      const p75 = percentile(VITAL_SCALES[metric], counts, P75);
      if (p75 !== null) vitals[metric] = { p75, samples: sampleCount(counts), rating: vitalRating(metric, p75) };
    }
    return { pageType, vitals };
  });
  const measured = (page: PageVitals) => Math.max(0, ...Object.values(page.vitals).map((vital) => vital.samples));
  return pages.filter((page) => measured(page) > 0).sort((a, b) => measured(b) - measured(a) || a.pageType.localeCompare(b.pageType));
}

/** The errors from `since` on: counts by kind and the most reported messages, with the page types they came from. */
export function errorsSummary(days: readonly DayErrors[], since: string): SiteErrorsSummary {
  const inWindow = days.filter((day) => day.day >= since);
  const byKind = Object.fromEntries(
    SITE_ERROR_KINDS.map((kind) => [kind, inWindow.reduce((sum, day) => sum + (day.byKind[kind] ?? 0), 0)]),
  ) as SiteErrorsSummary['byKind'];
  const messages = new Map<string, ErrorMessageCount>();
  for (const day of inWindow) {
    for (const [key, { kind, message, count, pages }] of Object.entries(day.messages)) {
      const merged = messages.get(key);
      messages.set(key, {
        kind,
        message,
        count: (merged?.count ?? 0) + count,
        pages: mergeCounts([merged?.pages ?? {}, pages as Record<string, number>]),
      });
    }
  }
  const top = [...messages.values()]
    .sort((a, b) => b.count - a.count || a.message.localeCompare(b.message))
    .slice(0, SITE_HEALTH_TOP_ERRORS)
    .map(({ kind, message, count, pages }) => ({
      kind,
      message,
      count,
      pageTypes: (Object.entries(pages) as [SitePageType, number][]).sort(([, a], [, b]) => b - a).map(([pageType]) => pageType),
    }));
  return { total: Object.values(byKind).reduce((sum, count) => sum + count, 0), byKind, top };
}

/** The health checks of each of `days` (YYYY-MM-DD, in the order given), and the hours of `hours` with failures, newest first. */
export function healthHistory(hours: readonly HealthHour[], days: readonly string[]): { days: HealthDay[]; failingHours: FailingHour[] } {
  const perDay = days.map((day) => {
    const ofDay = hours.filter((hour) => hour.hour.startsWith(day));
    return {
      day,
      checks: ofDay.reduce((sum, hour) => sum + hour.checks, 0),
      failures: ofDay.reduce((sum, hour) => sum + hour.failures, 0),
      slowestMs: roundedUp(highestBound(DURATION_SCALE, mergeCounts(ofDay.map((hour) => hour.slowest)))),
    };
  });
  const failingHours = hours
    .filter((hour) => hour.failures > 0)
    .map((hour) => ({
      hour: hour.hour,
      failures: hour.failures,
      dependencies: Object.keys(hour.failing)
        .filter((name) => (hour.failing[name] ?? 0) > 0)
        .sort(),
    }))
    .sort((a, b) => b.hour.localeCompare(a.hour));
  return { days: perDay, failingHours };
}

const roundedUp = (ms: number | null) => (ms === null ? null : Math.ceil(ms));
