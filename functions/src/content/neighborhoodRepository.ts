import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { NEIGHBORHOOD_NAMES, neighborhoodId, type Neighborhood, type NeighborhoodInput } from '@estate/domain';
import { documentStore, type DocumentStore } from '../platform';

export const NEIGHBORHOODS = 'neighborhoods';

export interface NeighborhoodRepository extends DocumentStore<Neighborhood, NeighborhoodInput> {
  /** In NEIGHBORHOOD_NAMES order, the order of the site's selects. */
  list(): Promise<Neighborhood[]>;
}

const rank = (neighborhood: Neighborhood) => NEIGHBORHOOD_NAMES.indexOf(neighborhood.name);
const fromData = (id: string, data: DocumentData): Neighborhood => ({ ...(data as Omit<Neighborhood, 'id'>), id });

export function firestoreNeighborhoodRepository(db: Firestore): NeighborhoodRepository {
  const collection = db.collection(NEIGHBORHOODS);
  return {
    ...documentStore<Neighborhood, NeighborhoodInput>(collection, {
      fromData,
      toData: (input) => input,
      idOf: (input) => neighborhoodId(input.name),
    }),

    async list() {
      // One document per name of a fixed list of nine, so sorting them here reads no more than needed.
      const snapshot = await collection.get();
      return snapshot.docs.map((doc) => fromData(doc.id, doc.data())).sort((a, b) => rank(a) - rank(b));
    },
  };
}
