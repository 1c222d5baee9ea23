import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { ClientView } from '@estate/domain';
import { toIsoString } from '../platform';
import { CLIENTS } from './clientRepository';

/** clients/{uid}/views/{id}: a listing the client viewed, recorded only while they consent. */
export const VIEWS = 'views';

export interface ViewRepository {
  record(uid: string, propertyId: string, at: Date): Promise<void>;
  /** How many times the client viewed this home since `since`. */
  countSince(uid: string, propertyId: string, since: Date): Promise<number>;
  /** Newest first, at most `limit` (every one without a limit, for the export). */
  list(uid: string, limit?: number): Promise<ClientView[]>;
  /** Deletes every recorded view (consent withdrawn). */
  eraseAll(uid: string): Promise<void>;
}

export function firestoreViewRepository(db: Firestore): ViewRepository {
  const views = (uid: string) => db.collection(CLIENTS).doc(uid).collection(VIEWS);
  return {
    async record(uid, propertyId, at) {
      await views(uid).add({ propertyId, at: Timestamp.fromDate(at) });
    },

    async countSince(uid, propertyId, since) {
      const counted = await views(uid).where('propertyId', '==', propertyId).where('at', '>=', Timestamp.fromDate(since)).count().get();
      return counted.data().count;
    },

    async list(uid, limit) {
      const ordered = views(uid).orderBy('at', 'desc');
      const snapshot = await (limit ? ordered.limit(limit) : ordered).get();
      return snapshot.docs.map((doc) => ({ propertyId: String(doc.get('propertyId')), at: toIsoString(doc.get('at')) }));
    },

    async eraseAll(uid) {
      await db.recursiveDelete(views(uid));
    },
  };
}
