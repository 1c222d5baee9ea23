import {
  FieldPath,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type WhereFilterOp,
} from 'firebase-admin/firestore';
import type { Property, PropertyFilter, PropertyInput, PropertySort } from '@estate/domain';
import { propertySearchTerms } from './propertySearch';
import { documentStore, type DocumentCodec, type DocumentStore, toIsoString } from '../platform';

export const PROPERTIES = 'properties';

type OrderField = 'createdAt' | 'price' | 'bedrooms';

/** Where a page ended: the values of every field a listing may be ordered by. */
export interface PropertyPosition {
  id: string;
  createdAt: { seconds: number; nanoseconds: number };
  price: number;
  bedrooms: number;
}

export interface PropertyListQuery {
  filter: Omit<PropertyFilter, 'search'>;
  /** Keyword search words, as `searchWords` splits them. */
  words: string[];
  sort: PropertySort;
  limit: number;
  after?: PropertyPosition;
}

export interface PropertyPage {
  items: Property[];
  /** Absent on the last page. */
  next?: PropertyPosition;
}

export interface PropertyRepository extends DocumentStore<Property, PropertyInput> {
  listFeatured(): Promise<Property[]>;
  /** Every listing, newest first (the market report reads them all: an agency has hundreds at most). */
  listAll(): Promise<Property[]>;
  list(query: PropertyListQuery): Promise<PropertyPage>;
}

/** The Firestore query a listing runs: what firestore.indexes.json must serve. */
export interface PropertyQueryPlan {
  filters: { field: string; op: WhereFilterOp; value: unknown }[];
  order: { field: OrderField; direction: 'asc' | 'desc' }[];
}

/**
 * Equality filters, the keyword's first word as `array-contains`, and range filters on price and
 * bedrooms (Firestore's multiple-range-inequality queries). Firestore orders such a query by its
 * range fields after the sort field; they are ordered explicitly here, so that a cursor can give
 * a value for each and the indexes read as the query does.
 */
export function propertyQueryPlan({ filter, words, sort }: Pick<PropertyListQuery, 'filter' | 'words' | 'sort'>): PropertyQueryPlan {
  const filters: PropertyQueryPlan['filters'] = [];
  if (filter.neighborhood) filters.push({ field: 'neighborhood', op: '==', value: filter.neighborhood });
  if (filter.propertyType) filters.push({ field: 'propertyType', op: '==', value: filter.propertyType });
  if (words[0]) filters.push({ field: 'searchTerms', op: 'array-contains', value: words[0] });
  if (filter.bedrooms !== undefined) filters.push({ field: 'bedrooms', op: '>=', value: filter.bedrooms });
  if (filter.minPrice !== undefined) filters.push({ field: 'price', op: '>=', value: filter.minPrice });
  if (filter.maxPrice !== undefined) filters.push({ field: 'price', op: '<=', value: filter.maxPrice });

  const sortField: OrderField = sort === 'newest' ? 'createdAt' : 'price';
  const direction = sort === 'price_asc' ? 'asc' : 'desc';
  // Firestore's implicit order: range fields in field-name order, after the explicit ones.
  const rangeFields = (['bedrooms', 'price'] as const).filter((field) => filters.some((f) => f.field === field));
  const orderFields = [sortField, ...rangeFields.filter((field) => field !== sortField)];
  return { filters, order: orderFields.map((field) => ({ field, direction })) };
}

function propertyFromData(id: string, data: DocumentData): Property {
  const { searchTerms: _searchTerms, createdAt, ...fields } = data;
  return { ...(fields as Omit<Property, 'id' | 'createdAt'>), id, createdAt: toIsoString(createdAt) };
}

export function propertyFromDoc(doc: QueryDocumentSnapshot): Property {
  return propertyFromData(doc.id, doc.data());
}

const propertyCodec: DocumentCodec<Property, PropertyInput> = {
  fromData: propertyFromData,
  toData: (input, previous) => ({
    ...input,
    searchTerms: propertySearchTerms(input),
    createdAt: (previous?.createdAt as Timestamp | undefined) ?? Timestamp.now(),
  }),
};

function positionOf(doc: QueryDocumentSnapshot): PropertyPosition {
  const createdAt: unknown = doc.get('createdAt');
  const { seconds, nanoseconds } = createdAt instanceof Timestamp ? createdAt : new Timestamp(0, 0);
  return {
    id: doc.id,
    createdAt: { seconds, nanoseconds },
    price: doc.get('price') as number,
    bedrooms: doc.get('bedrooms') as number,
  };
}

function cursorValue(position: PropertyPosition, field: OrderField): unknown {
  return field === 'createdAt' ? new Timestamp(position.createdAt.seconds, position.createdAt.nanoseconds) : position[field];
}

export function firestorePropertyRepository(db: Firestore): PropertyRepository {
  const collection = db.collection(PROPERTIES);
  return {
    ...documentStore(collection, propertyCodec, { notFound: 'Property not found' }),

    async listFeatured() {
      const snapshot = await collection.where('isFeatured', '==', true).orderBy('createdAt', 'desc').get();
      return snapshot.docs.map(propertyFromDoc);
    },

    async listAll() {
      const snapshot = await collection.orderBy('createdAt', 'desc').get();
      return snapshot.docs.map(propertyFromDoc);
    },

    async list(query) {
      const { filters, order } = propertyQueryPlan(query);
      let firestoreQuery: Query = collection;
      for (const { field, op, value } of filters) firestoreQuery = firestoreQuery.where(field, op, value);
      for (const { field, direction } of order) firestoreQuery = firestoreQuery.orderBy(field, direction);
      // The id breaks ties, so a cursor names one exact place.
      firestoreQuery = firestoreQuery.orderBy(FieldPath.documentId(), order[0]?.direction ?? 'desc');
      const { after } = query;
      if (after) firestoreQuery = firestoreQuery.startAfter(...order.map(({ field }) => cursorValue(after, field)), after.id);
      // One more than a page tells whether another page follows.
      const { docs } = await firestoreQuery.limit(query.limit + 1).get();
      const page = docs.slice(0, query.limit);
      const last = page.at(-1);
      // Only the first keyword word is queried; the others narrow the page read, so a page may
      // hold fewer than `limit` properties (even none) and still have a next one.
      const otherWords = query.words.slice(1);
      const matches = page.filter((doc) => {
        const terms: unknown = doc.get('searchTerms');
        return otherWords.every((word) => Array.isArray(terms) && terms.includes(word));
      });
      return { items: matches.map(propertyFromDoc), ...(docs.length > query.limit && last ? { next: positionOf(last) } : {}) };
    },
  };
}
