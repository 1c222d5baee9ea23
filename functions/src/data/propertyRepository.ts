import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Property } from '@estate/domain';
import { toIsoString } from './timestamps';

export interface PropertyRepository {
  listFeatured(): Promise<Property[]>;
}

export const PROPERTIES = 'properties';

export function propertyFromDoc(doc: QueryDocumentSnapshot): Property {
  const data = doc.data();
  return { ...(data as Omit<Property, 'id' | 'createdAt'>), id: doc.id, createdAt: toIsoString(data.createdAt) };
}

export function firestorePropertyRepository(db: Firestore): PropertyRepository {
  const collection = db.collection(PROPERTIES);
  return {
    async listFeatured() {
      const snapshot = await collection.where('isFeatured', '==', true).orderBy('createdAt', 'desc').get();
      return snapshot.docs.map(propertyFromDoc);
    },
  };
}
