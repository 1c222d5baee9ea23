import type { IsoDate, ListingLifecycle, StandardStatus } from './listingLifecycle';

/**
 * A listing's history: one append-only entry per move, price change and admin correction, each
 * with its day, the values before and after, and who made it. The API writes an entry in the
 * same transaction as the change; the pages fold corrections into the entries they correct.
 */

export type LifecycleField = keyof ListingLifecycle;
type LifecycleValue = ListingLifecycle[LifecycleField];

/** A field's value before and after an entry (null: it had none). */
export interface FieldChange {
  from: LifecycleValue | null;
  to: LifecycleValue | null;
}

export type ListingChanges = Partial<Record<LifecycleField, FieldChange>>;

export const LISTING_EVENT_KINDS = ['listed', 'status', 'price', 'correction'] as const;
export type ListingEventKind = (typeof LISTING_EVENT_KINDS)[number];

export interface ListingEvent {
  id: string;
  kind: ListingEventKind;
  /** The day it happened on the market (for a correction: the day it was made). */
  date: IsoDate;
  /** When it was recorded, ISO 8601. */
  recordedAt: string;
  /** The staff member's uid; null for the data migration and the seed. */
  by: string | null;
  /** The list price after the entry. */
  listPrice: number;
  changes: ListingChanges;
  /** A correction's: the entry it corrects, what that entry now says, and why. */
  corrects?: string;
  correctedDate?: IsoDate;
  correctedPrice?: number;
  voids?: boolean;
  reason?: string;
}

/** Every field of a lifecycle, by its Data Dictionary name. */
export const LIFECYCLE_FIELDS: readonly LifecycleField[] = [
  'StandardStatus',
  'ListPrice',
  'OriginalListPrice',
  'ClosePrice',
  'ListingContractDate',
  'OnMarketDate',
  'PurchaseContractDate',
  'CloseDate',
  'PreviousListPrice',
  'PriceChangeTimestamp',
];

/** The fields that differ between two lifecycles, with their values before and after. */
export function lifecycleChanges(before: ListingLifecycle | undefined, after: ListingLifecycle): ListingChanges {
  const changes: ListingChanges = {};
  for (const field of LIFECYCLE_FIELDS) {
    const from = before?.[field] ?? null;
    const to = after[field] ?? null;
    if (from !== to) changes[field] = { from, to };
  }
  return changes;
}

/** A move's name, by where it goes (and, for Active, where from): the history's entries and the dashboard's moves alike. */
export function moveLabel(from: StandardStatus | null, to: StandardStatus): string {
  switch (to) {
    case 'Active':
      return from === 'Coming Soon' ? 'On the market' : 'Back on the market';
    case 'Active Under Contract':
      return 'Under contract';
    case 'Closed':
      return 'Sold';
    default:
      return to;
  }
}

/** The entry's name in a history table: Listed, Price reduced, Under contract, Sold… */
export function listingEventLabel(event: Pick<ListingEvent, 'kind' | 'changes'>): string {
  const status = event.changes.StandardStatus;
  const price = event.changes.ListPrice;
  if (event.kind === 'listed') return status?.to === 'Coming Soon' ? 'Coming soon' : 'Listed';
  if (event.kind === 'price' && price) return Number(price.to) < Number(price.from) ? 'Price reduced' : 'Price increased';
  if (event.kind === 'status' && status) return moveLabel(status.from as StandardStatus | null, status.to as StandardStatus);
  return 'Record corrected';
}

/** One row of the public history: the day, the event and the price it carried (null when not shown). */
export interface HistoryRow {
  date: IsoDate;
  event: string;
  price: number | null;
}

/**
 * The history a visitor reads, newest first: corrections folded into the entries they correct
 * (their day and price), voided entries left out, and a sale's price only when it may be shown.
 */
export function publicHistory(events: readonly ListingEvent[], showSoldPrice: boolean): HistoryRow[] {
  const corrections = events.filter((event) => event.kind === 'correction');
  const rows: (HistoryRow & { recordedAt: string })[] = [];
  for (const event of events) {
    if (event.kind === 'correction') continue;
    const own = corrections.filter((correction) => correction.corrects === event.id);
    if (own.some((correction) => correction.voids)) continue;
    const date = own.reduce((day, correction) => correction.correctedDate ?? day, event.date);
    const sale = event.changes.StandardStatus?.to === 'Closed';
    const recorded = sale ? Number(event.changes.ClosePrice?.to) : event.listPrice;
    const price = own.reduce((value, correction) => correction.correctedPrice ?? value, recorded);
    rows.push({ date, event: listingEventLabel(event), price: sale && !showSoldPrice ? null : price, recordedAt: event.recordedAt });
  }
  rows.sort((a, b) => (a.date === b.date ? b.recordedAt.localeCompare(a.recordedAt) : b.date.localeCompare(a.date)));
  return rows.map(({ recordedAt: _recordedAt, ...row }) => row);
}
