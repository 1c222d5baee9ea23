import {
  FieldPath,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type WhereFilterOp,
} from 'firebase-admin/firestore';
import {
  addressParts,
  agencyToday,
  daysOnMarket,
  LIFECYCLE_FIELDS,
  cityKeyOf,
  listingSetOf,
  listingSetsOf,
  matchableListing,
  matchesFilters,
  PRIVATE_VISIBILITIES,
  visibilityOf,
  type DrawnArea,
  type IsoDate,
  type ListingEvent,
  type ListingLifecycle,
  type Property,
  type PropertyFilter,
  type PropertyInput,
  type PropertySort,
  type StandardStatus,
} from '@estate/domain';
import type { ListingGateRepository } from './listingGateRepository';
import { listingSearchTerms } from './listingSearch';
import { listingGeohash } from './listingGeohash';
import { areaOrder, areaRangeQuery, areaRanges, readAreaRanges } from './listingAreaQuery';
import { LISTING_HISTORY, lifecycleData, lifecycleOf, listingEventFromData, listingJournal } from './listingRecord';
import { documentStore, isDocumentId, shownPage, type DocumentCodec, type DocumentStore, toIsoString } from '../platform';

export const PROPERTIES = 'properties';

/** Batches of the list in view's entries read before a page is answered short, with its cursor (as shownPage does). */
const MAX_ENTRY_BATCHES = 10;

type OrderField = 'createdAt' | 'price' | 'bedrooms';

/** Where a page ended: the values of every field a listing may be ordered by. */
export interface ListingPosition {
  id: string;
  createdAt: { seconds: number; nanoseconds: number };
  price: number;
  bedrooms: number;
}

export interface ListingListQuery {
  filter: Omit<PropertyFilter, 'search'> & {
    /** The statuses listed (the status filter's, else the listings for sale). */
    statuses: readonly StandardStatus[];
  };
  /** Keyword search words, as `searchWords` splits them. */
  words: string[];
  sort: PropertySort;
  limit: number;
  after?: ListingPosition;
}

export interface ListingPage {
  items: Property[];
  /** Absent on the last page. */
  next?: ListingPosition;
}

/** What a listing is stored from: the form's fields and its whole lifecycle (ListPrice is stored as `price`). */
export type ListingWrite = PropertyInput & ListingLifecycle;

export interface ListingRepository extends DocumentStore<Property, ListingWrite> {
  /** The featured listings among `statuses`, newest first. */
  listFeatured(statuses: readonly StandardStatus[]): Promise<Property[]>;
  /** Every listing among `statuses`, newest first (the market report reads them all: an agency has hundreds at most). */
  listAll(statuses: readonly StandardStatus[]): Promise<Property[]>;
  /**
   * A page of the listings the query takes that `shown` keeps (the reader's gate), with a cursor
   * built only from a kept listing: a page never reveals where a hidden listing sits. With an area,
   * 'areaTooLarge' when it holds more listings than one search reads (AREA_READS_MAX).
   */
  list(query: ListingListQuery, shown?: (property: Property) => boolean): Promise<ListingPage | 'areaTooLarge'>;
  /**
   * A page of the query's listings among those named (the map's entries: the list in view), each
   * where the map's cell places it in the page's order: from the cursor on, each page's listings
   * read fresh and kept only if `shown` and the query's filters still take them, the cursor built
   * from a kept one.
   */
  listEntries(query: ListingListQuery, entries: readonly ListingPosition[], shown: (property: Property) => boolean): Promise<ListingPage>;
  /** Listings closed on or after `since`, the latest sale first. */
  listSold(since: IsoDate): Promise<Property[]>;
  /** A listing's history entries in the order they were recorded (empty for none). */
  history(id: string): Promise<ListingEvent[]>;
  /** Every private listing (docs/product/private-collection.md#private-collection), whatever its status, newest first: an agency has a handful. */
  listPrivate(): Promise<Property[]>;
  /**
   * The private listings' ids, and the documents read for them. Kept by the instance while the
   * listing gate's version holds (every write through this repository that changes a visibility
   * moves it, before it answers): one read then, where the query reads each private listing (and
   * the emulator, which has no index, every listing).
   */
  privateIds(): Promise<{ ids: ReadonlySet<string>; reads: number }>;
}

/** The Firestore query a listing runs: what firestore.indexes.json must serve. */
export interface ListingQueryPlan {
  filters: { field: string; op: WhereFilterOp; value: unknown }[];
  order: { field: OrderField; direction: 'asc' | 'desc' }[];
}

/**
 * The listing sets (source and status) always, as one `in`; then either the keyword's first word
 * as `array-contains` alone, or the place (neighbourhood or City), the type, and ranges on price
 * and bedrooms (Firestore's multiple-range-inequality queries). Firestore orders such a query by
 * its range fields after the sort field; they are ordered explicitly here, so that a cursor can
 * give a value for each and the indexes read as the query does. What the plan leaves out
 * (`inMemory`: bathrooms, and beside a keyword every other filter) is checked on the documents
 * read: so the indexes stay one per shape of these filters (docs/product/mls.md#one-search).
 */
export function listingQueryPlan({ filter, words, sort }: Pick<ListingListQuery, 'filter' | 'words' | 'sort'>): ListingQueryPlan {
  const filters: ListingQueryPlan['filters'] = [{ field: 'listingSet', op: 'in', value: listingSetsOf(filter.statuses, filter.source) }];
  if (words[0]) {
    filters.push({ field: 'searchTerms', op: 'array-contains', value: words[0] });
  } else {
    if (filter.neighborhood) filters.push({ field: 'neighborhood', op: '==', value: filter.neighborhood });
    if (filter.city) filters.push({ field: 'cityKey', op: '==', value: cityKeyOf(filter.city) });
    if (filter.propertyType) filters.push({ field: 'propertyType', op: '==', value: filter.propertyType });
    if (filter.bedrooms !== undefined) filters.push({ field: 'bedrooms', op: '>=', value: filter.bedrooms });
    if (filter.minPrice !== undefined) filters.push({ field: 'price', op: '>=', value: filter.minPrice });
    if (filter.maxPrice !== undefined) filters.push({ field: 'price', op: '<=', value: filter.maxPrice });
  }

  const sortField: OrderField = sort === 'newest' ? 'createdAt' : 'price';
  const direction = sort === 'price_asc' ? 'asc' : 'desc';
  // Firestore's implicit order: range fields in field-name order, after the explicit ones.
  const rangeFields = (['bedrooms', 'price'] as const).filter((field) => filters.some((f) => f.field === field));
  const orderFields = [sortField, ...rangeFields.filter((field) => field !== sortField)];
  return { filters, order: orderFields.map((field) => ({ field, direction })) };
}

/** A stored listing as the API answers it: its lifecycle (a legacy one's defaults), days on market, ISO dates. */
export function listingFromData(id: string, data: DocumentData): Property {
  const {
    searchTerms: _searchTerms,
    geohash: _geohash,
    listingSet: _listingSet,
    cityKey: _cityKey,
    firstLoad: _firstLoad,
    createdAt,
    ModificationTimestamp,
    ...fields
  } = data;
  const lifecycle = lifecycleOf(data);
  return {
    ...(fields as Omit<Property, 'id' | 'createdAt' | keyof ListingLifecycle>),
    ...lifecycle,
    // A listing stored before City was kept names it in its address.
    City: typeof data.City === 'string' ? data.City : addressParts(String(data.address ?? '')).City,
    id,
    createdAt: toIsoString(createdAt),
    showSoldPrice: data.showSoldPrice !== false,
    DaysOnMarket: daysOnMarket(lifecycle, agencyToday()),
    ModificationTimestamp: toIsoString(ModificationTimestamp ?? createdAt),
  };
}

export function listingFromDoc(doc: QueryDocumentSnapshot): Property {
  return listingFromData(doc.id, doc.data());
}

const isLifecycleField = (field: string) => (LIFECYCLE_FIELDS as readonly string[]).includes(field);

/**
 * The fields a listing is stored with: `City` for the RESO feed's filter and the city filter's
 * `cityKey`, searchTerms for keyword search, `listingSet` for the status and source filters, and
 * with a position its `geohash` for the drawn-area search.
 */
export function listingData(input: ListingWrite, previous?: DocumentData): DocumentData {
  const form = Object.fromEntries(
    Object.entries(input).filter(([field, value]) => value !== undefined && field !== 'price' && !isLifecycleField(field)),
  );
  const lifecycle = Object.fromEntries(LIFECYCLE_FIELDS.map((field) => [field, input[field]])) as unknown as ListingLifecycle;
  const now = Timestamp.now();
  const { City } = addressParts(input.address);
  const geohash = listingGeohash(input);
  return {
    ...form,
    ...(geohash ? { geohash } : {}),
    ...lifecycleData(lifecycle),
    City,
    cityKey: cityKeyOf(City),
    listingSet: listingSetOf('agency', lifecycle.StandardStatus),
    searchTerms: listingSearchTerms(input),
    createdAt: (previous?.createdAt as Timestamp | undefined) ?? now,
    ModificationTimestamp: now,
  };
}

const propertyCodec: DocumentCodec<Property, ListingWrite> = { fromData: listingFromData, toData: listingData };

function positionOf(doc: QueryDocumentSnapshot): ListingPosition {
  const createdAt: unknown = doc.get('createdAt');
  const { seconds, nanoseconds } = createdAt instanceof Timestamp ? createdAt : new Timestamp(0, 0);
  return {
    id: doc.id,
    createdAt: { seconds, nanoseconds },
    price: doc.get('price') as number,
    bedrooms: doc.get('bedrooms') as number,
  };
}

/** A listing as the filters the query could not ask Firestore for read it, with its stored keyword words. */
function matchableDoc(property: Property, doc: DocumentSnapshot) {
  const terms: unknown = doc.get('searchTerms');
  return matchableListing(property, Array.isArray(terms) ? (terms as string[]) : []);
}

function cursorValue(position: ListingPosition, field: OrderField): unknown {
  return field === 'createdAt' ? new Timestamp(position.createdAt.seconds, position.createdAt.nanoseconds) : position[field];
}

/** Whether a write changed what the listing gate decides of the listing (its status or its visibility). */
const gateFieldsChanged = (before: Property, after: Property) =>
  before.StandardStatus !== after.StandardStatus || visibilityOf(before) !== visibilityOf(after);

export function firestoreListingRepository(db: Firestore, gate: Pick<ListingGateRepository, 'changed' | 'version'>): ListingRepository {
  const collection = db.collection(PROPERTIES);
  let keptPrivate: { version: string; ids: Promise<ReadonlySet<string>> } | undefined;

  async function listPrivate(): Promise<Property[]> {
    const snapshot = await collection.where('visibility', 'in', PRIVATE_VISIBILITIES).get();
    return snapshot.docs.map(listingFromDoc).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }
  const store = documentStore(collection, propertyCodec, listingJournal);

  /**
   * An area's page (docs/product/site.md#listing): the listings of its listing sets in the geohash
   * ranges over it (at most AREA_READS_MAX), kept by the reader's gate, listingInArea and every other
   * filter (matchesFilters), in the page's order, from the cursor on.
   */
  async function listInArea(query: ListingListQuery, area: DrawnArea, shown: (property: Property) => boolean) {
    const sets = listingSetsOf(query.filter.statuses, query.filter.source);
    const docs = await readAreaRanges(areaRanges(area).map((range) => areaRangeQuery(collection, sets, range)));
    if (docs === 'tooMany') return 'areaTooLarge' as const;
    const criteria = { filters: query.filter, words: query.words };
    const order = areaOrder(query.sort);
    const listed = docs
      .flatMap((doc) => {
        const property = listingFromDoc(doc);
        return shown(property) && matchesFilters(matchableDoc(property, doc), criteria) ? [{ property, position: positionOf(doc) }] : [];
      })
      .sort((a, b) => order(a.position, b.position));
    const { after } = query;
    const rest = after ? listed.filter(({ position }) => order(position, after) > 0) : listed;
    const page = rest.slice(0, query.limit);
    return {
      items: page.map(({ property }) => property),
      ...(rest.length > query.limit ? { next: page.at(-1)!.position } : {}),
    };
  }
  return {
    ...store,
    // A listing that changed who may see it, or left, is announced, so that no kept copy shows it.
    async update(id, change, note) {
      let before: Property | undefined;
      const after = await store.update(
        id,
        (current) => {
          before = current;
          return change(current);
        },
        note,
      );
      if (after === 'gone' || after === 'taken') return after;
      if (!before || gateFieldsChanged(before, after)) await gate.changed();
      return after;
    },
    async remove(id) {
      const removed = await store.remove(id);
      if (removed !== 'gone') await gate.changed();
      return removed;
    },

    async listFeatured(statuses) {
      const snapshot = await collection
        .where('listingSet', 'in', listingSetsOf(statuses, 'agency'))
        .where('isFeatured', '==', true)
        .orderBy('createdAt', 'desc')
        .get();
      return snapshot.docs.map(listingFromDoc);
    },

    async listAll(statuses) {
      const snapshot = await collection.where('listingSet', 'in', listingSetsOf(statuses, 'agency')).orderBy('createdAt', 'desc').get();
      return snapshot.docs.map(listingFromDoc);
    },

    async listSold(since) {
      const snapshot = await collection
        .where('listingSet', '==', listingSetOf('agency', 'Closed'))
        .where('CloseDate', '>=', since)
        .orderBy('CloseDate', 'desc')
        .get();
      return snapshot.docs.map(listingFromDoc);
    },

    listPrivate,

    async privateIds() {
      // Read before the listings: a change between the two leaves a newer set under an older version, never the reverse.
      const version = await gate.version();
      if (version !== undefined && keptPrivate?.version === version) return { ids: await keptPrivate.ids, reads: 1 };
      const ids = listPrivate().then((listings) => new Set(listings.map(({ id }) => id)));
      // No version yet (no change announced, or the data was reset under the instance): nothing to keep it by.
      const kept = version === undefined ? undefined : { version, ids };
      keptPrivate = kept;
      // A failed read is not kept: the next answer tries again.
      ids.catch(() => {
        if (kept && keptPrivate === kept) keptPrivate = undefined;
      });
      const read = await ids;
      return { ids: read, reads: 1 + Math.max(1, read.size) };
    },

    async history(id) {
      if (!isDocumentId(id)) return [];
      const snapshot = await collection.doc(id).collection(LISTING_HISTORY).orderBy('recordedAt').get();
      return snapshot.docs.map((doc) => listingEventFromData(doc.id, doc.data()));
    },

    async listEntries(query, entries, shown) {
      const order = areaOrder(query.sort);
      const { after } = query;
      const rest = [...entries].sort(order);
      const from = after ? rest.findIndex((position) => order(position, after) > 0) : 0;
      const criteria = { filters: query.filter, words: query.words };
      const items: Property[] = [];
      let lastShown: ListingPosition | undefined;
      for (let start = from < 0 ? rest.length : from, batch = 1; start < rest.length; start += query.limit + 1, batch += 1) {
        const chunk = rest.slice(start, start + query.limit + 1);
        const docs = await db.getAll(...chunk.map(({ id }) => collection.doc(id)));
        for (const [index, doc] of docs.entries()) {
          if (!doc.exists) continue;
          const property = listingFromData(doc.id, doc.data()!);
          if (!shown(property)) continue;
          if (items.length === query.limit) return { items, next: lastShown! };
          lastShown = chunk[index];
          const listed = query.filter.statuses.includes(property.StandardStatus) && matchesFilters(matchableDoc(property, doc), criteria);
          if (listed) items.push(property);
        }
        if (batch >= MAX_ENTRY_BATCHES && lastShown) return { items, next: lastShown };
      }
      return { items };
    },

    async list(query, shown = () => true) {
      if (query.filter.area) return listInArea(query, query.filter.area, shown);
      const { filters, order } = listingQueryPlan(query);
      let firestoreQuery: Query = collection;
      for (const { field, op, value } of filters) firestoreQuery = firestoreQuery.where(field, op, value);
      for (const { field, direction } of order) firestoreQuery = firestoreQuery.orderBy(field, direction);
      // The id breaks ties, so a cursor names one exact place.
      const ordered = firestoreQuery.orderBy(FieldPath.documentId(), order[0]?.direction ?? 'desc');
      const startAfter = (position: ListingPosition) =>
        ordered.startAfter(...order.map(({ field }) => cursorValue(position, field)), position.id);
      // What the plan could not ask Firestore for (the other keyword words, bathrooms, and beside a
      // keyword every filter) is checked on the documents read, by the saved searches' own rule.
      const criteria = { filters: query.filter, words: query.words };
      const page = await shownPage({
        limit: query.limit,
        read: async (after, count) =>
          (await (after ? startAfter(positionOf(after)) : query.after ? startAfter(query.after) : ordered).limit(count).get()).docs,
        decode: listingFromDoc,
        shown,
        listed: (property, doc) => {
          return matchesFilters(matchableDoc(property, doc), criteria);
        },
      });
      return { items: page.items, ...(page.next ? { next: positionOf(page.next) } : {}) };
    },
  };
}
