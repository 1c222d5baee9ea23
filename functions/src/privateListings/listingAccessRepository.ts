import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { ListingAccess, ListingAccessStatus } from '@estate/domain';
import { CLIENTS } from '../clients';
import { isDocumentId, toIsoString } from '../platform';

/**
 * clients/{uid}/listingAccess/{propertyId}: one client's request for, and access to, one private
 * listing. Under the account, so it goes with it; `propertyId` and `uid` are stored too, for the
 * collection-group reads by listing (firestore.indexes.json).
 */
export const LISTING_ACCESS = 'listingAccess';

export interface ListingAccessRepository {
  get(uid: string, propertyId: string): Promise<ListingAccess | undefined>;
  /** Stores a request unless the client has one (of any status) for this listing; answers what is stored, and whether it is new. */
  request(uid: string, email: string, propertyId: string): Promise<{ access: ListingAccess; created: boolean }>;
  /** The agent's answer: approved (invited) or declined (refused, or revoked). */
  decide(
    uid: string,
    email: string,
    propertyId: string,
    status: Exclude<ListingAccessStatus, 'requested'>,
    by: string,
  ): Promise<ListingAccess>;
  /** Every client's access to the listing. */
  ofListing(propertyId: string): Promise<ListingAccess[]>;
  /** The client's requests and invitations, newest first. */
  ofClient(uid: string): Promise<ListingAccess[]>;
  /** Every request waiting for an answer, for the dashboard's counts. */
  open(): Promise<ListingAccess[]>;
  /** The listings the client is invited to. */
  approvedFor(uid: string): Promise<Set<string>>;
}

const iso = (value: unknown) => (value === undefined ? undefined : toIsoString(value));

export const toListingAccess = (data: DocumentData): ListingAccess => {
  const requestedAt = iso(data.requestedAt);
  const decidedAt = iso(data.decidedAt);
  return {
    propertyId: String(data.propertyId),
    uid: String(data.uid),
    email: String(data.email),
    status: data.status as ListingAccessStatus,
    ...(requestedAt ? { requestedAt } : {}),
    ...(decidedAt ? { decidedAt } : {}),
    ...(typeof data.decidedBy === 'string' ? { decidedBy: data.decidedBy } : {}),
  };
};

const newestFirst = (a: ListingAccess, b: ListingAccess) =>
  (b.decidedAt ?? b.requestedAt ?? '').localeCompare(a.decidedAt ?? a.requestedAt ?? '');

export function firestoreListingAccessRepository(db: Firestore): ListingAccessRepository {
  const accessOf = (uid: string) => db.collection(CLIENTS).doc(uid).collection(LISTING_ACCESS);
  return {
    async get(uid, propertyId) {
      if (!isDocumentId(propertyId)) return undefined;
      const doc = await accessOf(uid).doc(propertyId).get();
      return doc.exists ? toListingAccess(doc.data()!) : undefined;
    },

    async request(uid, email, propertyId) {
      const ref = accessOf(uid).doc(propertyId);
      return db.runTransaction(async (transaction) => {
        const doc = await transaction.get(ref);
        if (doc.exists) return { access: toListingAccess(doc.data()!), created: false };
        const data = { propertyId, uid, email, status: 'requested', requestedAt: Timestamp.now() };
        transaction.create(ref, data);
        return { access: toListingAccess(data), created: true };
      });
    },

    async decide(uid, email, propertyId, status, by) {
      const ref = accessOf(uid).doc(propertyId);
      return db.runTransaction(async (transaction) => {
        const doc = await transaction.get(ref);
        const data = { ...(doc.exists ? doc.data()! : { propertyId, uid, email }), status, decidedAt: Timestamp.now(), decidedBy: by };
        transaction.set(ref, data);
        return toListingAccess(data);
      });
    },

    async ofListing(propertyId) {
      const snapshot = await db.collectionGroup(LISTING_ACCESS).where('propertyId', '==', propertyId).get();
      return snapshot.docs.map((doc) => toListingAccess(doc.data())).sort(newestFirst);
    },

    async ofClient(uid) {
      const snapshot = await accessOf(uid).get();
      return snapshot.docs.map((doc) => toListingAccess(doc.data())).sort(newestFirst);
    },

    async open() {
      const snapshot = await db.collectionGroup(LISTING_ACCESS).where('status', '==', 'requested').get();
      return snapshot.docs.map((doc) => toListingAccess(doc.data()));
    },

    async approvedFor(uid) {
      const snapshot = await accessOf(uid).where('status', '==', 'approved').select('propertyId').get();
      return new Set(snapshot.docs.map((doc) => String(doc.get('propertyId'))));
    },
  };
}
