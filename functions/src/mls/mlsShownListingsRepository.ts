import type { Firestore } from 'firebase-admin/firestore';
import { PROPERTIES } from '../listings';

export interface MlsShownListingsRepository {
  /** How many of the source's listings the site shows. */
  count(sourceId: string): Promise<number>;
}

/**
 * A source's listings the site shows: its projections in `properties` (mlsProjection.ts), not its
 * replica in mlsListings, which also holds what the site does not show (the agency's own office's
 * records, statuses the public does not see, sales a source's rules hide). One count() aggregation,
 * on the automatic single-field index of `mls.sourceId`.
 */
export function firestoreMlsShownListingsRepository(db: Firestore): MlsShownListingsRepository {
  return {
    async count(sourceId) {
      return (await db.collection(PROPERTIES).where('mls.sourceId', '==', sourceId).count().get()).data().count;
    },
  };
}
