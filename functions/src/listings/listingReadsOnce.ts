import type { DocumentData, Query } from 'firebase-admin/firestore';
import { geohashQueryBounds } from 'geofire-common';
import type { LatLng } from '@estate/domain';

/** `query` over the geohash ranges covering the circle of `radiusM` around `around` (geofire-common's; a few beyond it). */
export const geohashRangeQueries = (query: Query, around: LatLng, radiusM: number): Query[] =>
  geohashQueryBounds(around, radiusM).map(([start, end]) => query.orderBy('geohash').startAt(start).endAt(end));

/**
 * The listings the queries find, each read with `fields` only and at most `max` a query, and each
 * once however many of the queries found it (a neighbourhood's and a circle's overlap).
 */
export async function readListingsOnce<T extends { id: string }>(
  queries: readonly Query[],
  fields: readonly string[],
  max: number,
  shape: (id: string, data: DocumentData) => T,
): Promise<T[]> {
  const pages = await Promise.all(
    queries.map(async (query) =>
      (
        await query
          .select(...fields)
          .limit(max)
          .get()
      ).docs.map((doc) => shape(doc.id, doc.data())),
    ),
  );
  const byId = new Map<string, T>();
  for (const page of pages) for (const listing of page) byId.set(listing.id, listing);
  return [...byId.values()];
}
