import { FieldPath, Timestamp, type DocumentData, type Firestore, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Property } from '@estate/domain';
import { PROPERTIES, listingFromData } from '../listings';
import { shownPage } from '../platform';
import type { FeedPosition } from './feedCursor';
import type { FeedQueryPlan, PlanFilter, PlanOrderField } from './feedQueryPlan';
import type { TimestampValue } from './odataFilter';

export interface FeedPageRequest {
  plan: FeedQueryPlan;
  limit: number;
  /** Listings passed over first (Firestore's offset: each one is read and billed). */
  offset: number;
  after?: FeedPosition;
  /** The reader's gate: a listing it refuses is neither on the page nor where the next one starts. */
  shown: (property: Property) => boolean;
}

export interface FeedPage {
  items: Property[];
  /** Where this page ended; absent on the last page. */
  next?: FeedPosition;
}

/** The feed's reads of the `properties` collection (the listings module owns its writes). */
export interface ResoListingRepository {
  page(request: FeedPageRequest): Promise<FeedPage>;
}

/** An instant as ISO 8601 with every digit Firestore keeps, so `gt` the last one seen misses nothing. */
export function isoInstant({ seconds, nanoseconds }: { seconds: number; nanoseconds: number }): string {
  const whole = new Date(seconds * 1000).toISOString().slice(0, 19);
  const fraction = String(nanoseconds).padStart(9, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction.length <= 3 ? fraction.padEnd(3, '0') : fraction}` : '.000'}Z`;
}

/**
 * A stored listing as a Property, as the listings module reads one, but with its
 * ModificationTimestamp to the nanosecond: a partner's next copy asks `gt` the last one it saw.
 */
export function listingFromStored(id: string, data: DocumentData): Property {
  const modified: unknown = data.ModificationTimestamp;
  const listing = listingFromData(id, data);
  return modified instanceof Timestamp ? { ...listing, ModificationTimestamp: isoInstant(modified) } : listing;
}

const isTimestampValue = (value: unknown): value is TimestampValue =>
  typeof value === 'object' && value !== null && 'seconds' in value && 'nanoseconds' in value && !Array.isArray(value);

const stored = (value: PlanFilter['value']) => (isTimestampValue(value) ? new Timestamp(value.seconds, value.nanoseconds) : value);

function positionOf(doc: QueryDocumentSnapshot): FeedPosition {
  const modified: unknown = doc.get('ModificationTimestamp');
  const { seconds, nanoseconds } = modified instanceof Timestamp ? modified : new Timestamp(0, 0);
  return { id: doc.id, modified: { seconds, nanoseconds }, price: doc.get('price') as number, city: String(doc.get('City') ?? '') };
}

function cursorValue(position: FeedPosition, field: PlanOrderField): unknown {
  if (field === 'ModificationTimestamp') return new Timestamp(position.modified.seconds, position.modified.nanoseconds);
  return field === 'price' ? position.price : position.city;
}

export function firestoreResoListingRepository(db: Firestore): ResoListingRepository {
  const collection = db.collection(PROPERTIES);
  return {
    async page({ plan, limit, offset, after, shown }) {
      let query: Query = collection;
      for (const { field, op, value } of plan.filters) query = query.where(field, op, stored(value));
      for (const { field, direction } of plan.order) query = query.orderBy(field, direction);
      // The id breaks ties, so a cursor names one exact place.
      const ordered = query.orderBy(FieldPath.documentId(), plan.order[0]?.direction ?? 'asc');
      const startAfter = (position: FeedPosition) =>
        ordered.startAfter(...plan.order.map(({ field }) => cursorValue(position, field)), position.id);
      const first = after ? startAfter(after) : ordered;
      const page = await shownPage({
        limit,
        // The offset passes over listings before the first batch only.
        read: async (from, count) =>
          (await (from ? startAfter(positionOf(from)) : offset > 0 ? first.offset(offset) : first).limit(count).get()).docs,
        decode: (doc) => listingFromStored(doc.id, doc.data()),
        shown,
      });
      return { items: page.items, ...(page.next ? { next: positionOf(page.next) } : {}) };
    },
  };
}
