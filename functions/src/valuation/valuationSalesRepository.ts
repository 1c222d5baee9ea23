import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore';
import {
  listingSetsOf,
  PUBLIC_STATUSES,
  VALUATION_RULES,
  type IsoDate,
  type LatLng,
  type NeighborhoodName,
  type ValuationSale,
  type ValuedPropertyType,
} from '@estate/domain';
import { geohashRangeQueries, PROPERTIES, readListingsOnce } from '../listings';
import { isDocumentId } from '../platform';

/** What the valuation reads of a listing (select()): a sale's facts, place, gate fields and the seller's consent. */
const SALE_FIELDS = [
  'address',
  'neighborhood',
  'propertyType',
  'bedrooms',
  'bathrooms',
  'squareFeet',
  'images',
  'showSoldPrice',
  'visibility',
  'Latitude',
  'Longitude',
  'mls',
  'StandardStatus',
  'ClosePrice',
  'CloseDate',
  'YearBuilt',
  'LotSizeAcres',
  'InternetAutomatedValuationDisplayYN',
] as const;

/**
 * The most sales one query reads: a bound on a request's reads, far above a market's (12 months of
 * one type within 5 km: the densest neighbourhood of the 50,000-listing benchmark closes about 500).
 */
export const SALES_READS_MAX = 5_000;

/** Where the home's market is: its neighbourhood, the ground within the widest ring of its position, or both. */
export interface MarketQuery {
  propertyType: ValuedPropertyType;
  /** The first day of the 12 months (salesWindowStart). */
  since: IsoDate;
  neighborhood?: NeighborhoodName;
  around?: LatLng;
}

export interface ValuationSalesRepository {
  /** The closed sales of the type since `since`, in the neighbourhood or in the geohash ranges over the widest ring (a few beyond it). */
  closedSales(market: MarketQuery): Promise<ValuationSale[]>;
  /** A listing by id, whatever its visibility (the service's gate decides), or undefined. */
  listing(id: string): Promise<ValuationSale | undefined>;
  /** The public statuses' listings whose keyword words hold `word`, newest first, at most `limit`. */
  withWord(word: string, limit: number): Promise<ValuationSale[]>;
}

function saleOf(id: string, data: DocumentData): ValuationSale {
  const fields = Object.fromEntries(SALE_FIELDS.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]));
  return {
    ...(fields as Omit<ValuationSale, 'id'>),
    id,
    images: Array.isArray(data.images) ? (data.images as string[]) : [],
    showSoldPrice: data.showSoldPrice !== false,
  };
}

/**
 * The sales an estimate reads (docs/product/valuation.md#addresses and #the-answer): two bounded
 * queries over the listing sets of closed sales, the type and CloseDate, served by two composite
 * indexes (firestore.indexes.json): the neighbourhood's by equality, the ring's by the geohash
 * ranges over its circle (geofire-common, as the drawn area's search reads them).
 */
export function firestoreValuationSalesRepository(db: Firestore): ValuationSalesRepository {
  const listings = db.collection(PROPERTIES);
  const closedSets = listingSetsOf(['Closed']);

  return {
    async closedSales({ propertyType, since, neighborhood, around }) {
      const ofType = listings.where('listingSet', 'in', closedSets).where('propertyType', '==', propertyType);
      const queries: Query[] = [];
      if (neighborhood) queries.push(ofType.where('neighborhood', '==', neighborhood).where('CloseDate', '>=', since));
      if (around)
        queries.push(...geohashRangeQueries(ofType.where('CloseDate', '>=', since), around, VALUATION_RULES.ringsKm.at(-1)! * 1000));
      return readListingsOnce(queries, SALE_FIELDS, SALES_READS_MAX, saleOf);
    },

    async listing(id) {
      if (!isDocumentId(id)) return undefined;
      const doc = await listings.doc(id).get();
      return doc.exists ? saleOf(doc.id, doc.data()!) : undefined;
    },

    async withWord(word, limit) {
      const query = listings
        .where('listingSet', 'in', listingSetsOf(PUBLIC_STATUSES))
        .where('searchTerms', 'array-contains', word)
        .orderBy('createdAt', 'desc')
        .limit(limit);
      return (await query.select(...SALE_FIELDS).get()).docs.map((doc) => saleOf(doc.id, doc.data()));
    },
  };
}
