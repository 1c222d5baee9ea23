import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  agencyToday,
  applyListingMove,
  applyPriceChange,
  type ListingLifecycle,
  type PropertyInput,
  type StandardStatus,
} from '@estate/domain';
import { listingJournal, type ListingNote } from './listingRecord';
import { listingData } from './listingRepository';

/** One step of a listing's past: a price change or a move, some days before now. */
export type ListingStep = { daysAgo: number; price: number } | { daysAgo: number; to: StandardStatus; closePrice?: number };

export interface ReplayedListing {
  /** The listing's document, as the API would have stored it after the last step. */
  data: DocumentData;
  /** Its history entries, in order, as the API would have recorded them. */
  history: DocumentData[];
}

/**
 * A listing's life replayed through the same rules and journal as the API's writes (the seed's
 * track record, the benchmarks' thousands of listings): listed `listedDaysAgo` days before `now`
 * (Coming Soon or Active), then each step in turn. A step the rules refuse is a mistake in the
 * data and throws.
 */
export function replayListing(
  form: PropertyInput,
  { listedDaysAgo, comingSoon = false, steps = [] }: { listedDaysAgo: number; comingSoon?: boolean; steps?: readonly ListingStep[] },
  now: number,
): ReplayedListing {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const dayOf = (daysAgo: number) => agencyToday(new Date(now - daysAgo * DAY_MS));
  const listedOn = dayOf(listedDaysAgo);
  let lifecycle: ListingLifecycle = {
    StandardStatus: comingSoon ? 'Coming Soon' : 'Active',
    ListPrice: form.price,
    OriginalListPrice: form.price,
    ListingContractDate: listedOn,
    ...(comingSoon ? {} : { OnMarketDate: listedOn }),
  };
  const stamp = (daysAgo: number) => Timestamp.fromMillis(now - daysAgo * DAY_MS);
  const write = (previous: DocumentData | undefined, daysAgo: number) => ({
    ...listingData({ ...form, ...lifecycle, price: lifecycle.ListPrice }, previous),
    createdAt: previous?.createdAt ?? stamp(listedDaysAgo),
    ModificationTimestamp: stamp(daysAgo),
  });

  let data = write(undefined, listedDaysAgo);
  const history = listingJournal.entries(undefined, data, { by: null }).map((entry) => ({ ...entry, recordedAt: stamp(listedDaysAgo) }));
  for (const step of steps) {
    const date = dayOf(step.daysAgo);
    const outcome =
      'price' in step
        ? applyPriceChange(lifecycle, step.price, date)
        : applyListingMove(lifecycle, { to: step.to, date, ...(step.closePrice ? { closePrice: step.closePrice } : {}) });
    if ('refused' in outcome) throw new Error(`${form.title}: ${outcome.refused}`);
    lifecycle = outcome;
    const next = write(data, step.daysAgo);
    const note: ListingNote = 'price' in step ? { by: null } : { by: null, kind: 'status', date };
    history.push(...listingJournal.entries(data, next, note).map((entry) => ({ ...entry, recordedAt: stamp(step.daysAgo) })));
    data = next;
  }
  return { data, history };
}
