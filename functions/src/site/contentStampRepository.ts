import { Timestamp, type Firestore, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  isShownTo,
  listingSetsOf,
  monthSpan,
  sitemapMonths,
  PUBLIC_STATUSES,
  VISITOR,
  type ContentStamp,
  type ListingVisibility,
  type MonthSpan,
  type PublicContentIndex,
  type StandardStatus,
} from '@estate/domain';
import { BLOG_POSTS, NEIGHBORHOODS } from '../content';
import { PROPERTIES } from '../listings';

/** When each public document last changed, for the sitemaps and the pages' cache validators. */
export interface ContentStampRepository {
  /** `now` decides the current month, whose sitemap also takes the listings dated later. */
  stamps(now: Date): Promise<Omit<PublicContentIndex, 'openHouses'>>;
  /** The public listings whose `createdAt` is in the span, newest first. */
  listingStamps(span: MonthSpan): Promise<ContentStamp[]>;
}

/**
 * The orders the sitemaps read public listings in, each after the listing sets' `in`: what
 * firestore.indexes.json must serve (functions/test/listings/listings.test.ts).
 */
export const SITEMAP_LISTING_ORDERS = {
  oldest: { field: 'createdAt', direction: 'asc' },
  lastChanged: { field: 'ModificationTimestamp', direction: 'desc' },
  month: { field: 'createdAt', direction: 'desc' },
} as const;

/**
 * The listings a visitor may have a page of, as the listing gate decides: every public status of
 * either source (withdrawn, expired and canceled ones have no page; an MLS listing is in
 * `properties` only while the site shows it), then isShownTo, which keeps private ones out.
 */
const PUBLIC_LISTING_SETS = listingSetsOf(PUBLIC_STATUSES);
/** The only fields the gate reads, besides the id. */
const GATE_FIELDS = ['StandardStatus', 'visibility'];

const isPublic = (doc: QueryDocumentSnapshot) =>
  isShownTo(
    {
      id: doc.id,
      StandardStatus: doc.get('StandardStatus') as StandardStatus,
      visibility: doc.get('visibility') as ListingVisibility | undefined,
    },
    VISITOR,
  );

const stampOf = (doc: QueryDocumentSnapshot): ContentStamp => ({ id: doc.id, updatedAt: doc.updateTime.toDate().toISOString() });

/** The first public listing in the query's order: almost always its first document, one read; the private ones are a handful. */
async function firstPublic(query: Query): Promise<QueryDocumentSnapshot | undefined> {
  for (let after: QueryDocumentSnapshot | undefined, count = 1; ; count = 10) {
    const { docs } = await (after ? query.startAfter(after) : query).limit(count).get();
    const found = docs.find(isPublic);
    if (found || docs.length < count) return found;
    after = docs.at(-1);
  }
}

const isoOf = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : undefined);

export function firestoreContentStampRepository(db: Firestore): ContentStampRepository {
  const listings = () => db.collection(PROPERTIES).where('listingSet', 'in', PUBLIC_LISTING_SETS);
  const ordered = (query: Query, { field, direction }: (typeof SITEMAP_LISTING_ORDERS)[keyof typeof SITEMAP_LISTING_ORDERS]) =>
    query.orderBy(field, direction);
  /** A month's public listings, newest first: its sitemap, and whether it has one. */
  const monthQuery = ({ from, until }: MonthSpan) => {
    const since = listings().where('createdAt', '>=', Timestamp.fromDate(from));
    return ordered(until ? since.where('createdAt', '<', Timestamp.fromDate(until)) : since, SITEMAP_LISTING_ORDERS.month).select(
      ...GATE_FIELDS,
    );
  };
  return {
    async stamps(now) {
      const [oldest, lastChanged, neighborhoods, blogPosts] = await Promise.all([
        firstPublic(ordered(listings(), SITEMAP_LISTING_ORDERS.oldest).select(...GATE_FIELDS, 'createdAt')),
        firstPublic(ordered(listings(), SITEMAP_LISTING_ORDERS.lastChanged).select(...GATE_FIELDS, 'ModificationTimestamp')),
        db.collection(NEIGHBORHOODS).select().get(),
        db.collection(BLOG_POSTS).select().get(),
      ]);
      // A month without a public listing has no sitemap: one read a month tells, all at once.
      const months = sitemapMonths(isoOf(oldest?.get('createdAt')), now);
      const found = await Promise.all(months.map((month) => firstPublic(monthQuery(monthSpan(month, now)))));
      const listingsChangedAt = isoOf(lastChanged?.get('ModificationTimestamp'));
      return {
        listingMonths: months.filter((_, index) => found[index] !== undefined),
        ...(listingsChangedAt ? { listingsChangedAt } : {}),
        neighborhoods: neighborhoods.docs.map(stampOf),
        blogPosts: blogPosts.docs.map(stampOf),
      };
    },

    async listingStamps(span) {
      const { docs } = await monthQuery(span).get();
      return docs.filter(isPublic).map(stampOf);
    },
  };
}
