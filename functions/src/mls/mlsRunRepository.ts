import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { MLS_RUNS, type MlsRun } from '@estate/domain';

/** Runs are kept a month (the dashboard's history of a source), then deleted by Firestore's TTL on `expiresAt`. */
export const MLS_RUN_KEPT_DAYS = 30;

export interface MlsRunRepository {
  record(run: MlsRun): Promise<void>;
  /** The source's last `limit` runs, newest first. */
  latest(sourceId: string, limit: number): Promise<MlsRun[]>;
}

/** mlsRuns/{auto}: what each run did (docs/product/mls.md#runs). */
export function firestoreMlsRunRepository(db: Firestore): MlsRunRepository {
  return {
    async record(run) {
      const expiresAt = Timestamp.fromMillis(Date.parse(run.startedAt) + MLS_RUN_KEPT_DAYS * 24 * 60 * 60 * 1000);
      await db.collection(MLS_RUNS).add({ ...run, expiresAt });
    },

    async latest(sourceId, limit) {
      const snapshot = await db.collection(MLS_RUNS).where('sourceId', '==', sourceId).orderBy('startedAt', 'desc').limit(limit).get();
      return snapshot.docs.map((doc) => {
        const { expiresAt: _expiresAt, ...run } = doc.data() as MlsRun & { expiresAt: unknown };
        return run;
      });
    },
  };
}
