import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { geohashQueryBounds, type GeohashRange } from 'geofire-common';
import { enclosingCircle, type DrawnArea, type PropertySort } from '@estate/domain';

/**
 * The most listings one area's search reads (docs/product/api.md#api): its reads grow with the area,
 * not the market, and beyond this the visitor is asked to draw a smaller one.
 */
export const AREA_READS_MAX = 3_000;

/**
 * The geohash ranges that cover an area: the cells (4 to 9 of them, merged where adjacent) over its
 * enclosing circle, as geofire-common computes them. Every listing in the area has its geohash in one.
 */
export const areaRanges = (area: DrawnArea): GeohashRange[] => {
  const { center, radiusM } = enclosingCircle(area);
  return geohashQueryBounds(center, radiusM);
};

/** One range's query over the listing sets the search lists: what firestore.indexes.json serves with (listingSet, geohash). */
export const areaRangeQuery = (listings: Query, listingSets: readonly string[], [start, end]: GeohashRange): Query =>
  listings.where('listingSet', 'in', listingSets).orderBy('geohash').startAt(start).endAt(end);

/**
 * The documents of every range, one range after another, each asked for no more than the reads
 * left: 'tooMany' as soon as they pass AREA_READS_MAX (so a search reads at most one more).
 */
export async function readAreaRanges(queries: readonly Query[]): Promise<QueryDocumentSnapshot[] | 'tooMany'> {
  const byId = new Map<string, QueryDocumentSnapshot>();
  let read = 0;
  for (const query of queries) {
    const left = AREA_READS_MAX - read;
    const snapshot = await query.limit(left + 1).get();
    if (snapshot.size > left) return 'tooMany';
    read += snapshot.size;
    for (const doc of snapshot.docs) byId.set(doc.id, doc);
  }
  return [...byId.values()];
}

/** What an area's page is sorted by: the values a page's cursor keeps. */
export interface AreaOrderKey {
  id: string;
  createdAt: { seconds: number; nanoseconds: number };
  price: number;
}

/** The page's order as the other searches have it (newest, or by price), the id breaking ties in the same direction. */
export function areaOrder(sort: PropertySort): (a: AreaOrderKey, b: AreaOrderKey) => number {
  const byId = (a: AreaOrderKey, b: AreaOrderKey) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  if (sort === 'price_asc') return (a, b) => a.price - b.price || byId(a, b);
  if (sort === 'price_desc') return (a, b) => b.price - a.price || byId(b, a);
  return (a, b) => b.createdAt.seconds - a.createdAt.seconds || b.createdAt.nanoseconds - a.createdAt.nanoseconds || byId(b, a);
}
