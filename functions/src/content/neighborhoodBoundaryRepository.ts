import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { NEIGHBORHOOD_NAMES, type AreaGeometry, type NeighborhoodBoundary } from '@estate/domain';
import { isDocumentId, toIsoString } from '../platform';

/**
 * Neighbourhood boundaries, one document per neighbourhood id, apart from the guides' documents:
 * the guide's form replaces its document whole, and `/api/neighborhoods` (every page's select)
 * stays as light as before. Firestore takes no nested arrays, and a GeoJSON ring is one, so the
 * geometry is stored as its GeoJSON text: it is never queried (a point is tested against it in
 * code), always read whole, validated before it is written, and served as it is stored.
 */
export const NEIGHBORHOOD_BOUNDARIES = 'neighborhoodBoundaries';

export type StoredBoundary = NeighborhoodBoundary & { id: string };

export interface NeighborhoodBoundaryRepository {
  /** Every boundary, in NEIGHBORHOOD_NAMES order. */
  list(): Promise<StoredBoundary[]>;
  put(id: string, boundary: Omit<NeighborhoodBoundary, 'updatedAt'>): Promise<StoredBoundary>;
  /** False when there was none. */
  remove(id: string): Promise<boolean>;
}

/** A boundary's document: its geometry as GeoJSON text (the seed writes its outlines with it too). */
export const neighborhoodBoundaryData = ({ name, approximate, geometry }: Omit<NeighborhoodBoundary, 'updatedAt'>): DocumentData => ({
  name,
  approximate,
  geometry: JSON.stringify(geometry),
  updatedAt: Timestamp.now(),
});

const fromData = (id: string, data: DocumentData): StoredBoundary => ({
  id,
  name: data.name as NeighborhoodBoundary['name'],
  approximate: data.approximate === true,
  geometry: JSON.parse(String(data.geometry)) as AreaGeometry,
  updatedAt: toIsoString(data.updatedAt),
});

const rank = (boundary: StoredBoundary) => NEIGHBORHOOD_NAMES.indexOf(boundary.name);

export function firestoreNeighborhoodBoundaryRepository(db: Firestore): NeighborhoodBoundaryRepository {
  const collection = db.collection(NEIGHBORHOOD_BOUNDARIES);
  return {
    async list() {
      // Nine documents at most, one per neighbourhood.
      const snapshot = await collection.get();
      return snapshot.docs.map((doc) => fromData(doc.id, doc.data())).sort((a, b) => rank(a) - rank(b));
    },

    async put(id, boundary) {
      const data = neighborhoodBoundaryData(boundary);
      await collection.doc(id).set(data);
      return fromData(id, data);
    },

    async remove(id) {
      if (!isDocumentId(id)) return false;
      return db.runTransaction(async (transaction) => {
        const ref = collection.doc(id);
        if (!(await transaction.get(ref)).exists) return false;
        transaction.delete(ref);
        return true;
      });
    },
  };
}
