import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { PrivateListingView } from '@estate/domain';
import { CLIENTS } from '../clients';
import { toIsoString } from '../platform';

/**
 * clients/{uid}/privateListingViews/{id}: each time a client opened a private listing. Under the
 * account, so it goes with it; read by listing for its agent (a collection-group index).
 */
export const PRIVATE_LISTING_VIEWS = 'privateListingViews';

export interface PrivateViewRepository {
  record(view: Omit<PrivateListingView, 'viewedAt'>): Promise<void>;
  /** The listing's latest views, newest first. */
  ofListing(propertyId: string, limit: number): Promise<PrivateListingView[]>;
  /** Every view the client made, newest first. */
  ofClient(uid: string): Promise<PrivateListingView[]>;
}

const toView = (data: DocumentData): PrivateListingView => ({
  propertyId: String(data.propertyId),
  uid: String(data.uid),
  email: String(data.email),
  viewedAt: toIsoString(data.viewedAt),
});

export function firestorePrivateViewRepository(db: Firestore): PrivateViewRepository {
  const viewsOf = (uid: string) => db.collection(CLIENTS).doc(uid).collection(PRIVATE_LISTING_VIEWS);
  return {
    async record({ propertyId, uid, email }) {
      await viewsOf(uid).add({ propertyId, uid, email, viewedAt: Timestamp.now() });
    },

    async ofListing(propertyId, limit) {
      const snapshot = await db
        .collectionGroup(PRIVATE_LISTING_VIEWS)
        .where('propertyId', '==', propertyId)
        .orderBy('viewedAt', 'desc')
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) => toView(doc.data()));
    },

    async ofClient(uid) {
      const snapshot = await viewsOf(uid).orderBy('viewedAt', 'desc').get();
      return snapshot.docs.map((doc) => toView(doc.data()));
    },
  };
}
