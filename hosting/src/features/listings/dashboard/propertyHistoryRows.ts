import { listingEventLabel, type IsoDate, type ListingEvent } from '@estate/domain';

/** What a correction changed of the entry it corrects: each value before and after it. */
export interface CorrectionDetail {
  /** The corrected entry's label ('Sold') and the day it said before this correction. */
  target: { label: string; date: IsoDate } | null;
  date?: { from: IsoDate; to: IsoDate };
  price?: { from: number | null; to: number };
  voids: boolean;
  reason: string;
}

/** One line of the dashboard's history of a listing, in recorded order. */
export interface HistoryEntryRow {
  event: ListingEvent;
  /** Listed, Price reduced, Under contract, Sold…; 'Record corrected' for a correction. */
  label: string;
  /** The entry's day and price as corrections left them (a sale's price is its close price; null: none). */
  date: IsoDate;
  price: number | null;
  /** Corrected at least once; voided by a correction. */
  corrected: boolean;
  voided: boolean;
  /** A correction's: what it changed and why. */
  correction?: CorrectionDetail;
  /** May be corrected: every entry that is not itself a correction, nor voided. */
  correctable: boolean;
  /** May be voided: the latest entry still standing, unless it is the listing entry. */
  voidable: boolean;
  /** Carries a price a correction can change (a list price, or a sale's close price). */
  priced: boolean;
}

const PRICE_FIELDS = ['ClosePrice', 'ListPrice', 'OriginalListPrice'] as const;

/** The price an entry carries: a sale's close price, else the list price after it. */
function entryPrice(event: ListingEvent): number | null {
  if (event.changes.StandardStatus?.to === 'Closed') {
    const closePrice = event.changes.ClosePrice?.to;
    return typeof closePrice === 'number' ? closePrice : null;
  }
  return event.listPrice;
}

/**
 * The rows of a listing's history: each entry with its corrections folded in (as the public page
 * reads it, voided ones marked rather than left out), and each correction saying what it changed.
 * The latest entry still standing is the one the API lets an admin void (listingCorrection.ts).
 */
export function propertyHistoryRows(events: readonly ListingEvent[]): HistoryEntryRow[] {
  const current = new Map<string, { label: string; date: IsoDate; price: number | null }>();
  const corrected = new Set<string>();
  const voided = new Set<string>();
  const details = new Map<string, CorrectionDetail>();

  for (const event of events) {
    if (event.kind !== 'correction') {
      current.set(event.id, { label: listingEventLabel(event), date: event.date, price: entryPrice(event) });
      continue;
    }
    const target = event.corrects ? current.get(event.corrects) : undefined;
    const detail: CorrectionDetail = {
      target: target ? { label: target.label, date: target.date } : null,
      voids: event.voids === true,
      reason: event.reason ?? '',
    };
    if (target && event.correctedDate !== undefined) {
      detail.date = { from: target.date, to: event.correctedDate };
      target.date = event.correctedDate;
    }
    if (target && event.correctedPrice !== undefined) {
      detail.price = { from: target.price, to: event.correctedPrice };
      target.price = event.correctedPrice;
    }
    if (event.corrects) {
      corrected.add(event.corrects);
      if (event.voids) voided.add(event.corrects);
    }
    details.set(event.id, detail);
  }

  const latest = events.filter((event) => event.kind !== 'correction' && !voided.has(event.id)).at(-1);
  return events.map((event) => {
    if (event.kind === 'correction') {
      return {
        event,
        label: listingEventLabel(event),
        date: event.date,
        price: null,
        corrected: false,
        voided: false,
        correction: details.get(event.id),
        correctable: false,
        voidable: false,
        priced: false,
      };
    }
    const { label, date, price } = current.get(event.id)!;
    return {
      event,
      label,
      date,
      price,
      corrected: corrected.has(event.id),
      voided: voided.has(event.id),
      correctable: !voided.has(event.id),
      voidable: event.id === latest?.id && event.kind !== 'listed',
      priced: PRICE_FIELDS.some((field) => event.changes[field]?.to != null),
    };
  });
}
