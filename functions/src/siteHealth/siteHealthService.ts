import {
  bucketOf,
  HEALTH_HISTORY_DAYS,
  scrubErrorMessage,
  SITE_HEALTH_WINDOWS_DAYS,
  type SiteHealthBeacon,
  type SiteHealthReport,
  VITAL_SCALES,
} from '@estate/domain';
import { type HealthHistoryRepository, hourOf } from '../apiHealth';
import { dayOf, firstDayOf, lastDays } from './siteDays';
import { errorsSummary, healthHistory, pageVitals } from './siteHealthSummary';
import type { SiteErrorsRepository } from './siteErrorsRepository';
import type { VitalsRepository } from './vitalsRepository';

export interface SiteHealthDeps {
  vitals: VitalsRepository;
  errors: SiteErrorsRepository;
  healthHistory: Pick<HealthHistoryRepository, 'since'>;
  now?: () => number;
}

/**
 * docs/product/dashboard.md#site-health: counts what browsers report into the day's histograms and error
 * counts, and answers the Site Health tab: each window's p75s and errors, and the health checks.
 */
export function siteHealthService({ vitals, errors, healthHistory: checks, now = Date.now }: SiteHealthDeps) {
  return {
    /** One beacon: a write per page type measured, and one for its errors. */
    async record(beacon: SiteHealthBeacon): Promise<void> {
      const day = dayOf(now());
      const pageTypes = new Set(beacon.vitals.map((vital) => vital.page));
      await Promise.all([
        ...[...pageTypes].map((pageType) =>
          vitals.add(
            day,
            pageType,
            beacon.vitals
              .filter((vital) => vital.page === pageType)
              .map(({ metric, value }) => ({ metric, bucket: bucketOf(VITAL_SCALES[metric], value) })),
          ),
        ),
        // Scrubbed again here: the browser's scrubbing is not to be trusted.
        ...(beacon.errors.length > 0
          ? [
              errors.add(
                day,
                beacon.errors.map((error) => ({ ...error, message: scrubErrorMessage(error.message) })),
              ),
            ]
          : []),
      ]);
    },

    async report(): Promise<SiteHealthReport> {
      const at = now();
      const longest = Math.max(...SITE_HEALTH_WINDOWS_DAYS);
      const historyDays = lastDays(HEALTH_HISTORY_DAYS, at);
      const [measured, failed, hours] = await Promise.all([
        vitals.since(firstDayOf(longest, at)),
        errors.since(firstDayOf(longest, at)),
        checks.since(hourOf(Date.parse(historyDays.at(-1)!))),
      ]);
      return {
        windows: SITE_HEALTH_WINDOWS_DAYS.map((days) => {
          const since = firstDayOf(days, at);
          return { days, since, pages: pageVitals(measured, since), errors: errorsSummary(failed, since) };
        }),
        health: healthHistory(hours, historyDays),
      };
    },
  };
}

export type SiteHealthService = ReturnType<typeof siteHealthService>;
