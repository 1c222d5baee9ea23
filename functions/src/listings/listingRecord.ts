import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  activeSince,
  agencyToday,
  isStandardStatus,
  lifecycleChanges,
  type IsoDate,
  type ListingEvent,
  type ListingEventKind,
  type ListingLifecycle,
} from '@estate/domain';
import { toIsoString, type DocumentJournal, type WriteNote } from '../platform';

/** A listing's history entries live under it: properties/{id}/history/{entry}. */
export const LISTING_HISTORY = 'history';

const OPTIONAL_FIELDS = [
  'ClosePrice',
  'OnMarketDate',
  'PurchaseContractDate',
  'CloseDate',
  'PreviousListPrice',
  'PriceChangeTimestamp',
] as const satisfies readonly (keyof ListingLifecycle)[];

/**
 * The lifecycle a stored listing holds (`price` is its ListPrice); one stored before statuses
 * existed is Active at its price since it was added, as completeLegacyListings stores it.
 */
export function lifecycleOf(data: DocumentData): ListingLifecycle {
  const price = data.price as number;
  if (!isStandardStatus(data.StandardStatus)) return activeSince(toIsoString(data.createdAt) || agencyToday(), price);
  const lifecycle: ListingLifecycle = {
    StandardStatus: data.StandardStatus,
    ListPrice: price,
    OriginalListPrice: (data.OriginalListPrice as number | undefined) ?? price,
    ListingContractDate: data.ListingContractDate as IsoDate,
  };
  for (const field of OPTIONAL_FIELDS)
    if (data[field] !== undefined && data[field] !== null) Object.assign(lifecycle, { [field]: data[field] });
  return lifecycle;
}

/** The stored fields of a lifecycle (ListPrice is `price`), with every optional one it lacks deleted by a `set`. */
export function lifecycleData({ ListPrice, ...lifecycle }: ListingLifecycle): DocumentData {
  return Object.fromEntries(Object.entries({ price: ListPrice, ...lifecycle }).filter(([, value]) => value !== undefined));
}

/** What a write records besides who made it: what kind of entry, its day, and a correction's details. */
export interface ListingNote extends WriteNote {
  kind?: ListingEventKind;
  date?: IsoDate;
  corrects?: string;
  correctedDate?: IsoDate;
  correctedPrice?: number;
  voids?: boolean;
  reason?: string;
}

const CORRECTION_DETAILS = ['corrects', 'correctedDate', 'correctedPrice', 'voids', 'reason'] as const;

/**
 * The history entry a write of a listing records: a new listing's, a status move's, a price
 * change's, or an admin's correction; none for a write that leaves the lifecycle as it was
 * (a new description, a retried request).
 */
export const listingJournal: DocumentJournal = {
  collection: LISTING_HISTORY,
  entries(before, after, note: ListingNote) {
    const lifecycle = lifecycleOf(after);
    const changes = lifecycleChanges(before ? lifecycleOf(before) : undefined, lifecycle);
    const kind: ListingEventKind | undefined =
      note.kind ?? (!before ? 'listed' : changes.StandardStatus ? 'status' : changes.ListPrice ? 'price' : undefined);
    if (!kind || (kind !== 'correction' && Object.keys(changes).length === 0)) return [];
    const date =
      note.date ??
      (kind === 'listed' ? lifecycle.ListingContractDate : kind === 'price' ? lifecycle.PriceChangeTimestamp : undefined) ??
      agencyToday();
    const details = Object.fromEntries(CORRECTION_DETAILS.flatMap((key) => (note[key] === undefined ? [] : [[key, note[key]]])));
    return [{ kind, date, recordedAt: Timestamp.now(), by: note.by, listPrice: lifecycle.ListPrice, changes, ...details }];
  },
};

export function listingEventFromData(id: string, data: DocumentData): ListingEvent {
  return { ...(data as Omit<ListingEvent, 'id' | 'recordedAt'>), id, recordedAt: toIsoString(data.recordedAt) };
}
