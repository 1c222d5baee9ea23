import { propertyQuerySchema } from '@estate/domain';
import { isDocumentId } from '../data/documentId';
import type { PropertyListQuery, PropertyPosition } from '../data/propertyRepository';
import { HttpError } from '../httpError';
import { validated } from '../middleware/validate';
import { searchWords } from '../services/propertySearch';

/**
 * GET /api/properties answers a JSON array (SPEC §7: "list of properties"); when another page
 * follows, this header holds the cursor to send back as `?cursor=` for it.
 */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

const INVALID_CURSOR = 'cursor is not valid';

/** The listing's query string, checked (400 naming the parameter) and ready for the repository. */
export async function parsePropertyQuery(query: unknown): Promise<PropertyListQuery> {
  const { search, sort, limit, cursor, ...filter } = await validated(propertyQuerySchema, query);
  return { filter, words: searchWords(search ?? ''), sort, limit, ...(cursor ? { after: decodeCursor(cursor) } : {}) };
}

/** Opaque to clients: base64url JSON of where the page ended. */
export function encodeCursor(position: PropertyPosition): string {
  const { id, createdAt, price, bedrooms } = position;
  return Buffer.from(JSON.stringify([id, createdAt.seconds, createdAt.nanoseconds, price, bedrooms])).toString('base64url');
}

// Firestore Timestamps span the years 1 to 9999.
const TIMESTAMP_SECONDS = { min: -62_135_596_800, max: 253_402_300_799 };

const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const isNumber = (value: unknown): value is number => Number.isFinite(value);

function decodeCursor(cursor: string): PropertyPosition {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, INVALID_CURSOR);
  }
  const [id, seconds, nanoseconds, price, bedrooms] = Array.isArray(values) && values.length === 5 ? (values as unknown[]) : [];
  if (
    typeof id !== 'string' ||
    !isDocumentId(id) ||
    !isWhole(seconds, TIMESTAMP_SECONDS.min, TIMESTAMP_SECONDS.max) ||
    !isWhole(nanoseconds, 0, 999_999_999) ||
    !isNumber(price) ||
    !isNumber(bedrooms)
  ) {
    throw new HttpError(400, INVALID_CURSOR);
  }
  return { id, createdAt: { seconds, nanoseconds }, price, bedrooms };
}
