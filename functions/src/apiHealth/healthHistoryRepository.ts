import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { bucketOf, DURATION_SCALE, HEALTH_HISTORY_DAYS, type HistogramCounts } from '@estate/domain';
import type { HealthReport } from './healthReport';

/**
 * healthHistory/{YYYY-MM-DDTHH}: each hour's GET /api/health checks, for the dashboard's Site
 * Health tab (docs/product/dashboard.md#site-health). `expiresAt` is its TTL field (firestore.indexes.json).
 */
export const HEALTH_HISTORY = 'healthHistory';

/** An hour of checks as stored. */
export interface HealthHour {
  /** YYYY-MM-DDTHH (UTC). */
  hour: string;
  checks: number;
  /** Checks in which any dependency failed. */
  failures: number;
  /** Failures by dependency. */
  failing: Record<string, number>;
  /** Each check's slowest dependency, in DURATION_SCALE's buckets: a maximum cannot be kept with increments. */
  slowest: HistogramCounts;
}

export interface HealthHistoryRepository {
  /** Counts the check that made `report` in its hour: one write of increments, never a read. */
  record(report: HealthReport): Promise<void>;
  /** The hours from `hour` (YYYY-MM-DDTHH) on, oldest first. */
  since(hour: string): Promise<HealthHour[]>;
}

const HOUR_MS = 60 * 60 * 1000;
/** An hour expires once the history the tab shows has moved an hour past it (TTL deletion follows within about a day). */
const KEPT_MS = (HEALTH_HISTORY_DAYS * 24 + 1) * HOUR_MS;

export const hourOf = (ms: number) => new Date(ms).toISOString().slice(0, 13);

export function firestoreHealthHistoryRepository(db: Firestore): HealthHistoryRepository {
  const hours = db.collection(HEALTH_HISTORY);
  return {
    async record({ checkedAt, dependencies }) {
      const at = Date.parse(checkedAt);
      const failing = Object.entries(dependencies).filter(([, dependency]) => dependency.status === 'failing');
      const slowest = Math.max(...Object.values(dependencies).map((dependency) => dependency.latencyMs));
      await hours.doc(hourOf(at)).set(
        {
          hour: hourOf(at),
          expiresAt: Timestamp.fromMillis(Math.floor(at / HOUR_MS) * HOUR_MS + KEPT_MS),
          checks: FieldValue.increment(1),
          failures: FieldValue.increment(failing.length > 0 ? 1 : 0),
          // Merged, an empty map would replace the hour's failures: only a failing check sends one.
          ...(failing.length > 0 && { failing: Object.fromEntries(failing.map(([name]) => [name, FieldValue.increment(1)])) }),
          slowest: { [bucketOf(DURATION_SCALE, slowest)]: FieldValue.increment(1) },
        },
        { merge: true },
      );
    },
    async since(hour) {
      const snapshot = await hours.where('hour', '>=', hour).orderBy('hour').get();
      return snapshot.docs.map((doc) => ({
        hour: doc.get('hour') as string,
        checks: (doc.get('checks') as number | undefined) ?? 0,
        failures: (doc.get('failures') as number | undefined) ?? 0,
        failing: (doc.get('failing') as Record<string, number> | undefined) ?? {},
        slowest: (doc.get('slowest') as HistogramCounts | undefined) ?? {},
      }));
    },
  };
}
