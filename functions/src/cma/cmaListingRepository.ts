import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore';
import { listingSetsOf, type LatLng, type Property, type StandardStatus, type ValuedPropertyType } from '@estate/domain';
import { geohashRangeQueries, PROPERTIES, readListingsOnce } from '../listings';
import { isDocumentId } from '../platform';

/** The statuses of the competition: for sale, under contract and pending. */
export const COMPETITION_STATUSES: readonly StandardStatus[] = ['Active', 'Active Under Contract', 'Pending'];

/** What the competition reads of a listing (select()): its facts, price, place and the gate's fields. */
const COMPETITION_FIELDS = [
  'address',
  'neighborhood',
  'propertyType',
  'bedrooms',
  'bathrooms',
  'squareFeet',
  'price',
  'StandardStatus',
  'visibility',
  'showSoldPrice',
  'mls',
  'Latitude',
  'Longitude',
] as const;

/**
 * The most listings one query reads: a bound on a request's reads, far above a neighbourhood's
 * homes for sale (the 50,000-listing benchmark's densest has about 300 of a type).
 */
export const COMPETITION_READS_MAX = 500;

export type CompetitionSource = Pick<
  Property,
  | 'id'
  | 'address'
  | 'neighborhood'
  | 'propertyType'
  | 'bedrooms'
  | 'bathrooms'
  | 'squareFeet'
  | 'price'
  | 'StandardStatus'
  | 'visibility'
  | 'showSoldPrice'
  | 'mls'
  | 'Latitude'
  | 'Longitude'
>;

/** The gate's fields of a listing, to check again what a published CMA shows. */
export type ListingGateState = Pick<Property, 'id' | 'StandardStatus' | 'visibility' | 'showSoldPrice'>;

export interface CmaListingRepository {
  /** The type's active and pending listings in the neighbourhood and within `radiusKm` of `around` (of any type there: the caller keeps its own). */
  nearby(query: {
    propertyType: ValuedPropertyType;
    neighborhood?: string;
    around?: LatLng;
    radiusKm: number;
  }): Promise<CompetitionSource[]>;
  /** The gate's fields of these listings as they are now; a listing deleted is absent. */
  gateStates(ids: readonly string[]): Promise<Map<string, ListingGateState>>;
}

const sourceOf = (id: string, data: DocumentData): CompetitionSource => ({ ...(data as Omit<CompetitionSource, 'id'>), id });

/**
 * The listings a CMA reads beside the sales (docs/product/cma.md#candidates): the competition, by
 * two bounded queries over its listing sets that indexes of the site's searches serve (the
 * neighbourhood's: listingSet, neighborhood, propertyType, createdAt; the ring's: listingSet,
 * geohash, over geofire-common's ranges), and the gate's fields of what a published CMA shows.
 */
export function firestoreCmaListingRepository(db: Firestore): CmaListingRepository {
  const listings = db.collection(PROPERTIES);
  const sets = listingSetsOf(COMPETITION_STATUSES);
  return {
    async nearby({ propertyType, neighborhood, around, radiusKm }) {
      const queries: Query[] = [];
      if (neighborhood) {
        queries.push(
          listings
            .where('listingSet', 'in', sets)
            .where('neighborhood', '==', neighborhood)
            .where('propertyType', '==', propertyType)
            .orderBy('createdAt', 'desc'),
        );
      }
      if (around) queries.push(...geohashRangeQueries(listings.where('listingSet', 'in', sets), around, radiusKm * 1000));
      const found = await readListingsOnce(queries, COMPETITION_FIELDS, COMPETITION_READS_MAX, sourceOf);
      return found.filter((listing) => listing.propertyType === propertyType);
    },

    async gateStates(ids) {
      const refs = [...new Set(ids)].filter(isDocumentId).map((id) => listings.doc(id));
      if (refs.length === 0) return new Map();
      const docs = await db.getAll(...refs, { fieldMask: ['StandardStatus', 'visibility', 'showSoldPrice'] });
      return new Map(
        docs.filter((doc) => doc.exists).map((doc) => [doc.id, { ...(doc.data() as Omit<ListingGateState, 'id'>), id: doc.id }]),
      );
    },
  };
}
