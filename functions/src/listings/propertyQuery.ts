import { propertyQuerySchema, statusesOf } from '@estate/domain';
import type { PropertyListQuery, PropertyPosition } from './propertyRepository';
import { validated, decodeCursor, encodeCursor, isCursorId, isTimestampParts } from '../platform';
import { searchWords } from './propertySearch';

/** The listing's query string, checked (400 naming the parameter) and ready for the repository. */
export async function parsePropertyQuery(query: unknown): Promise<PropertyListQuery> {
  const { search, sort, limit, cursor, status, ...filter } = await validated(propertyQuerySchema, query);
  return {
    filter: { ...filter, statuses: statusesOf(status) },
    words: searchWords(search ?? ''),
    sort,
    limit,
    ...(cursor ? { after: decodePropertyCursor(cursor) } : {}),
  };
}

/** The cursor of the page that ended at `position`. */
export function propertyCursor({ id, createdAt, price, bedrooms }: PropertyPosition): string {
  return encodeCursor([id, createdAt.seconds, createdAt.nanoseconds, price, bedrooms]);
}

const isNumber = (value: unknown): value is number => Number.isFinite(value);

function decodePropertyCursor(cursor: string): PropertyPosition {
  return decodeCursor(cursor, 5, ([id, seconds, nanoseconds, price, bedrooms]) =>
    isCursorId(id) && isTimestampParts(seconds, nanoseconds) && isNumber(price) && isNumber(bedrooms)
      ? { id, createdAt: { seconds: seconds as number, nanoseconds: nanoseconds as number }, price, bedrooms }
      : undefined,
  );
}
