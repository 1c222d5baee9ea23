import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Favourite } from '@estate/domain';
import { isDocumentId, toIsoString } from '../platform';
import { CLIENTS } from './clientRepository';

/** clients/{uid}/favourites/{propertyId}; `uid` is stored too, for the collection-group reads by listing. */
export const FAVOURITES = 'favourites';

export interface FavouriteRepository {
  list(uid: string): Promise<Favourite[]>;
  /** The favourites the client shares with their agent, newest first. */
  shared(uid: string): Promise<Favourite[]>;
  /** Adds the home, or changes its note or sharing; answers it as stored. */
  put(uid: string, propertyId: string, change: { note?: string; shared?: boolean }): Promise<Favourite>;
  /** False when it was not a favourite. */
  remove(uid: string, propertyId: string): Promise<boolean>;
  /** The clients who keep this home, for the alerts about it. */
  holdersOf(propertyId: string): Promise<string[]>;
}

const toFavourite = (data: FirebaseFirestore.DocumentData): Favourite => ({
  propertyId: String(data.propertyId),
  note: typeof data.note === 'string' ? data.note : '',
  shared: data.shared === true,
  createdAt: toIsoString(data.createdAt),
  updatedAt: toIsoString(data.updatedAt),
});

export function firestoreFavouriteRepository(db: Firestore): FavouriteRepository {
  const favourites = (uid: string) => db.collection(CLIENTS).doc(uid).collection(FAVOURITES);
  return {
    async list(uid) {
      const snapshot = await favourites(uid).orderBy('createdAt', 'desc').get();
      return snapshot.docs.map((doc) => toFavourite(doc.data()));
    },

    async shared(uid) {
      const snapshot = await favourites(uid).where('shared', '==', true).orderBy('createdAt', 'desc').get();
      return snapshot.docs.map((doc) => toFavourite(doc.data()));
    },

    async put(uid, propertyId, { note, shared }) {
      const ref = favourites(uid).doc(propertyId);
      return db.runTransaction(async (transaction) => {
        const doc = await transaction.get(ref);
        const now = Timestamp.now();
        const before = doc.exists ? doc.data()! : { uid, propertyId, note: '', shared: false, createdAt: now };
        const data = { ...before, ...(note === undefined ? {} : { note }), ...(shared === undefined ? {} : { shared }), updatedAt: now };
        transaction.set(ref, data);
        return toFavourite(data);
      });
    },

    async remove(uid, propertyId) {
      if (!isDocumentId(propertyId)) return false;
      const ref = favourites(uid).doc(propertyId);
      return db.runTransaction(async (transaction) => {
        const doc = await transaction.get(ref);
        if (doc.exists) transaction.delete(ref);
        return doc.exists;
      });
    },

    async holdersOf(propertyId) {
      const snapshot = await db.collectionGroup(FAVOURITES).where('propertyId', '==', propertyId).select('uid').get();
      return snapshot.docs.map((doc) => String(doc.get('uid')));
    },
  };
}
