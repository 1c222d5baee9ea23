import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { geohashQueryBounds } from 'geofire-common';
import { distanceMeters, HOMEOWNER_REPORT_RULES, listingSetsOf, type LatLng, type NeighborhoodName } from '@estate/domain';
import { PROPERTIES } from '../listings';

/** Where "nearby" is: the home's neighbourhood, or the ground within HOMEOWNER_REPORT_RULES.nearbyKm of its position. */
export interface NearbyQuery {
  since: Date;
  neighborhood?: NeighborhoodName;
  around?: LatLng;
}

/** The most listings one query reads: far above a month's new listings around one home (a busy neighbourhood lists a few dozen). */
export const NEW_LISTINGS_READS_MAX = 500;

export interface NewListingsRepository {
  /** The ids of Active listings added since `since` nearby, newest first, whatever their visibility (the listing gate comes after). */
  newListings(query: NearbyQuery): Promise<string[]>;
}

/**
 * The new listings of a homeowner report: in the neighbourhood, one query over the index of
 * listingSet, neighborhood and createdAt; around a position, the geohash ranges over the circle
 * of those added since (the listingSet, geohash and createdAt index), checked for their distance.
 */
export function firestoreNewListingsRepository(db: Firestore): NewListingsRepository {
  const active = db.collection(PROPERTIES).where('listingSet', 'in', listingSetsOf(['Active']));
  const radiusM = HOMEOWNER_REPORT_RULES.nearbyKm * 1000;

  return {
    async newListings({ since, neighborhood, around }) {
      const from = Timestamp.fromDate(since);
      const found = new Map<string, number>();
      const reads: Promise<void>[] = [];
      if (neighborhood) {
        const query = active.where('neighborhood', '==', neighborhood).where('createdAt', '>=', from).orderBy('createdAt', 'desc');
        reads.push(
          query
            .select('createdAt')
            .limit(NEW_LISTINGS_READS_MAX)
            .get()
            .then(({ docs }) => docs.forEach((doc) => found.set(doc.id, (doc.get('createdAt') as Timestamp).toMillis()))),
        );
      }
      if (around) {
        for (const [start, end] of geohashQueryBounds(around, radiusM)) {
          // createdAt bounds the read to the new listings (index listingSet, geohash, createdAt): a busy range's old ones would crowd them out.
          const query = active
            .where('createdAt', '>=', from)
            .orderBy('geohash')
            .startAt(start)
            .endAt(end)
            .select('createdAt', 'Latitude', 'Longitude');
          reads.push(
            query
              .limit(NEW_LISTINGS_READS_MAX)
              .get()
              .then(({ docs }) => {
                for (const doc of docs) {
                  const createdAt = doc.get('createdAt') as Timestamp | undefined;
                  const position: LatLng = [Number(doc.get('Latitude')), Number(doc.get('Longitude'))];
                  if (createdAt && distanceMeters(around, position) <= radiusM) found.set(doc.id, createdAt.toMillis());
                }
              }),
          );
        }
      }
      await Promise.all(reads);
      return [...found].sort(([, a], [, b]) => b - a).map(([id]) => id);
    },
  };
}
