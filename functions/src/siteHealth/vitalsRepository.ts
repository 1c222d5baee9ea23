import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { HistogramCounts, SitePageType, WebVital } from '@estate/domain';
import { asIncrements, countBy } from './increments';
import { keptUntil } from './siteDays';

/**
 * siteVitals/{day}_{page type}: a day's Core Web Vitals on one page type, a histogram per metric
 * (docs/product/dashboard.md#site-health): no report is kept as it came. `expiresAt` is its TTL field
 * (firestore.indexes.json).
 */
export const SITE_VITALS = 'siteVitals';

export interface DayVitals {
  day: string;
  pageType: SitePageType;
  histograms: Partial<Record<WebVital, HistogramCounts>>;
}

/** One measurement, as the bucket of its metric's histogram it falls in. */
export interface VitalBucket {
  metric: WebVital;
  bucket: number;
}

export interface VitalsRepository {
  /** Counts a beacon's measurements of one page type on `day`: one write of increments. */
  add(day: string, pageType: SitePageType, buckets: readonly VitalBucket[]): Promise<void>;
  /** Every day's histograms from `day` (YYYY-MM-DD) on. */
  since(day: string): Promise<DayVitals[]>;
}

export function firestoreVitalsRepository(db: Firestore): VitalsRepository {
  const days = db.collection(SITE_VITALS);
  return {
    async add(day, pageType, buckets) {
      const metrics = new Set(buckets.map(({ metric }) => metric));
      await days.doc(`${day}_${encodeURIComponent(pageType)}`).set(
        {
          day,
          pageType,
          expiresAt: Timestamp.fromMillis(keptUntil(day)),
          histograms: Object.fromEntries(
            [...metrics].map((metric) => [
              metric,
              asIncrements(
                countBy(
                  buckets.filter((measured) => measured.metric === metric),
                  ({ bucket }) => String(bucket),
                ),
              ),
            ]),
          ),
        },
        { merge: true },
      );
    },
    async since(day) {
      const snapshot = await days.where('day', '>=', day).get();
      return snapshot.docs.map((doc) => ({
        day: doc.get('day') as string,
        pageType: doc.get('pageType') as SitePageType,
        histograms: (doc.get('histograms') as DayVitals['histograms'] | undefined) ?? {},
      }));
    },
  };
}
