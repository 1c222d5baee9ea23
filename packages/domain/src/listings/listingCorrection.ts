import type { ListingChanges, ListingEvent } from './listingHistory';
import { lifecycleChanges } from './listingHistory';
import { isCalendarDate, type IsoDate, type ListingLifecycle } from './listingLifecycle';
import { lifecycleProblem } from './listingMoves';

/**
 * An admin's correction of a mistaken history entry: its day, its price, or (for the latest entry
 * only) the whole entry voided, which puts back what it changed. The correction is an entry of its
 * own; the listing's fields change where they still hold what the corrected entry set.
 */
export interface ListingCorrection {
  date?: IsoDate;
  price?: number;
  voids?: boolean;
  reason: string;
}

export const CORRECTION_MESSAGES = {
  nothing: 'Say what to correct: the date, the price, or void the entry',
  voidAndChange: 'Void an entry or correct it, not both',
  notLatest: 'Only the latest entry can be voided; void the later ones first',
  listed: 'The listing entry cannot be voided; delete the listing instead',
  correction: 'A correction cannot itself be corrected; record another correction of the entry',
  noPrice: 'This entry carries no price to correct',
  price: 'The price must be a whole number of dollars above zero',
  reason: 'Say why the entry is corrected',
  date: 'The date must be a calendar date (YYYY-MM-DD)',
} as const;

const DATE_FIELDS = ['ListingContractDate', 'OnMarketDate', 'PurchaseContractDate', 'CloseDate'] as const;

function withValue(listing: ListingLifecycle, field: keyof ListingLifecycle, value: unknown): ListingLifecycle {
  const next: Record<string, unknown> = { ...listing };
  if (value === null || value === undefined) delete next[field];
  else next[field] = value;
  return next as unknown as ListingLifecycle;
}

/** The listing after `correction` of `event` and what changed on it, or why it is refused. */
export function applyCorrection(
  listing: ListingLifecycle,
  event: ListingEvent,
  correction: ListingCorrection,
  latestEventId: string | undefined,
): { listing: ListingLifecycle; changes: ListingChanges } | { refused: string } {
  const { date, price, voids } = correction;
  if (typeof correction.reason !== 'string' || correction.reason.trim() === '') return { refused: CORRECTION_MESSAGES.reason };
  if (event.kind === 'correction') return { refused: CORRECTION_MESSAGES.correction };
  if (voids && (date !== undefined || price !== undefined)) return { refused: CORRECTION_MESSAGES.voidAndChange };
  if (!voids && date === undefined && price === undefined) return { refused: CORRECTION_MESSAGES.nothing };
  if (date !== undefined && !isCalendarDate(date)) return { refused: CORRECTION_MESSAGES.date };
  if (price !== undefined && !(Number.isSafeInteger(price) && price > 0)) return { refused: CORRECTION_MESSAGES.price };

  let next = listing;
  if (voids) {
    if (event.kind === 'listed') return { refused: CORRECTION_MESSAGES.listed };
    if (event.id !== latestEventId) return { refused: CORRECTION_MESSAGES.notLatest };
    for (const [field, change] of Object.entries(event.changes)) next = withValue(next, field as keyof ListingLifecycle, change.from);
  }
  if (date !== undefined) {
    for (const field of DATE_FIELDS) {
      const change = event.changes[field];
      if (change?.to === event.date && listing[field] === change.to) next = withValue(next, field, date);
    }
  }
  if (price !== undefined) {
    const priced = (['ClosePrice', 'ListPrice', 'OriginalListPrice'] as const).filter((field) => event.changes[field]?.to != null);
    if (priced.length === 0) return { refused: CORRECTION_MESSAGES.noPrice };
    for (const field of priced) if (listing[field] === event.changes[field]?.to) next = withValue(next, field, price);
  }
  const problem = lifecycleProblem(next);
  if (problem) return { refused: problem };
  return { listing: next, changes: lifecycleChanges(listing, next) };
}
