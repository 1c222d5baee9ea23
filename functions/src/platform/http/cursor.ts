import { badRequest } from '../httpError';
import { isDocumentId } from '../firestore/documentId';

const INVALID_CURSOR = 'cursor is not valid';
// Firestore Timestamps span the years 1 to 9999.
const TIMESTAMP_SECONDS = { min: -62_135_596_800, max: 253_402_300_799 };

export const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

export const isTimestampParts = (seconds: unknown, nanoseconds: unknown): boolean =>
  isWhole(seconds, TIMESTAMP_SECONDS.min, TIMESTAMP_SECONDS.max) && isWhole(nanoseconds, 0, 999_999_999);

export const isCursorId = (id: unknown): id is string => typeof id === 'string' && isDocumentId(id);

/** Opaque to clients: base64url JSON of where a page ended (X-Next-Cursor). */
export const encodeCursor = (values: unknown[]): string => Buffer.from(JSON.stringify(values)).toString('base64url');

/** The position a cursor names, or a 400 when `read` finds its values are not one a page could have ended at. */
export function decodeCursor<T>(cursor: string, length: number, read: (values: unknown[]) => T | undefined): T {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  const position = Array.isArray(values) && values.length === length ? read(values) : undefined;
  if (position === undefined) throw badRequest(INVALID_CURSOR);
  return position;
}
