import { propertyMapQuerySchema, propertyQuerySchema, statusesOf } from '@estate/domain';
import type { ListingMapQuery } from './listingMapReads';
import type { ListingListQuery, ListingPosition } from './listingRepository';
import { validated, decodeCursor, encodeCursor, isCursorId, isTimestampParts } from '../platform';
import { searchWords } from './listingSearch';

/** The listing's query string, checked (400 naming the parameter) and ready for the repository. */
export async function parseListingQuery(query: unknown): Promise<ListingListQuery> {
  const { search, sort, limit, cursor, status, ...filter } = await validated(propertyQuerySchema, query);
  return {
    filter: { ...filter, statuses: statusesOf(status) },
    words: searchWords(search ?? ''),
    sort,
    limit,
    ...(cursor ? { after: decodePropertyCursor(cursor) } : {}),
  };
}

/** GET /api/properties/map's query string, checked (400 naming the parameter): the listing filters, the view and the zoom. */
export async function parseListingMapQuery(query: unknown): Promise<ListingMapQuery> {
  const { search, status, zoom, view, ...filter } = await validated(propertyMapQuerySchema, query);
  return { filter: { ...filter, view, statuses: statusesOf(status) }, words: searchWords(search ?? ''), zoom };
}

/** The cursor of the page that ended at `position`. */
export function listingCursor({ id, createdAt, price, bedrooms }: ListingPosition): string {
  return encodeCursor([id, createdAt.seconds, createdAt.nanoseconds, price, bedrooms]);
}

const isNumber = (value: unknown): value is number => Number.isFinite(value);

function decodePropertyCursor(cursor: string): ListingPosition {
  return decodeCursor(cursor, 5, ([id, seconds, nanoseconds, price, bedrooms]) =>
    isCursorId(id) && isTimestampParts(seconds, nanoseconds) && isNumber(price) && isNumber(bedrooms)
      ? { id, createdAt: { seconds: seconds as number, nanoseconds: nanoseconds as number }, price, bedrooms }
      : undefined,
  );
}
