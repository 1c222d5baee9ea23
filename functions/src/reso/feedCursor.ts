import { decodeCursor, encodeCursor, HttpError, isCursorId, isTimestampParts } from '../platform';
import { badRequest } from './odataError';

/** Where a page ended: the document and the value of every field a page may be ordered by. */
export interface FeedPosition {
  id: string;
  modified: { seconds: number; nanoseconds: number };
  price: number;
  city: string;
}

/**
 * The `$skiptoken` of the page after `position`: opaque to partners, and a cursor rather than an
 * offset, since Firestore reads (and bills) every document an offset passes over.
 */
export function feedSkipToken({ id, modified, price, city }: FeedPosition): string {
  return encodeCursor([id, modified.seconds, modified.nanoseconds, price, city]);
}

/** The position a `$skiptoken` names, or a 400 in OData's words. */
export function feedPosition(token: string): FeedPosition {
  try {
    return decodeCursor(token, 5, ([id, seconds, nanoseconds, price, city]) =>
      isCursorId(id) && isTimestampParts(seconds, nanoseconds) && Number.isFinite(price) && typeof city === 'string'
        ? { id, modified: { seconds: seconds as number, nanoseconds: nanoseconds as number }, price: price as number, city }
        : undefined,
    );
  } catch (error) {
    if (error instanceof HttpError) throw badRequest('$skiptoken is not valid: follow @odata.nextLink as it is given');
    throw error;
  }
}
