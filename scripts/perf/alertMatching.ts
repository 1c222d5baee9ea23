import { performance } from 'node:perf_hooks';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  ALERT_FREQUENCIES,
  NEIGHBORHOOD_NAMES,
  PRICE_RANGES,
  PROPERTY_TYPES,
  parsePriceRange,
  type AlertListing,
  type SavedSearchFilters,
} from '@estate/domain';
import {
  CLIENTS,
  listingAlertWork,
  newSavedSearch,
  listingSearchTerms,
  SAVED_SEARCHES,
  savedSearchDocument,
} from '../../functions/src/seeding';
import { counted, countFirestoreOps } from './firestoreOps';
import { median } from './timedRequests';

/** The scale the issue asks for: one listing change against 10,000 saved searches. */
export const SCALE_SEARCHES = 10_000;
const SEARCHES_PER_CLIENT = 5;
const RUNS = 7;

/** A fixed pseudo-random sequence (mulberry32), so every run seeds the same searches without a pattern between their filters. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Searches as clients make them: one in ten in any neighborhood, a third for one property type, a
 * price range of the listing's select (or none, one in six), a keyword one in eight; every frequency.
 */
function filtersOf(random: () => number): SavedSearchFilters {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const neighborhood = random() < 0.1 ? undefined : pick(NEIGHBORHOOD_NAMES);
  const propertyType = random() < 1 / 3 ? pick(PROPERTY_TYPES) : undefined;
  const range = random() < 1 / 6 ? {} : parsePriceRange(pick(PRICE_RANGES).value);
  const search = random() < 1 / 8 ? 'garden' : undefined;
  return {
    status: 'for-sale',
    ...(neighborhood ? { neighborhood } : {}),
    ...(propertyType ? { propertyType } : {}),
    ...range,
    ...(search ? { search } : {}),
  };
}

/** 2,000 clients with five searches each, written as the API writes them (the MLS benchmark's alerts reuse them). */
export async function seedSearches(db: Firestore): Promise<void> {
  const writer = db.bulkWriter();
  const at = Timestamp.now();
  const random = randomFrom(2026);
  for (let n = 0; n < SCALE_SEARCHES; n += 1) {
    const uid = `benchmark-client-${Math.floor(n / SEARCHES_PER_CLIENT)}`;
    if (n % SEARCHES_PER_CLIENT === 0) {
      void writer.set(db.collection(CLIENTS).doc(uid), { email: `${uid}@example.com`, createdAt: at, consents: {}, alertsOff: false });
    }
    const frequency = ALERT_FREQUENCIES[Math.floor(random() * ALERT_FREQUENCIES.length)]!;
    const search = newSavedSearch(`Search ${n}`, filtersOf(random), frequency, false);
    void writer.set(db.collection(SAVED_SEARCHES).doc(`benchmark-search-${n}`), savedSearchDocument(uid, search, at));
  }
  await writer.close();
}

/** A new Active listing in Hyde Park, a single-family home at $850,000 with a garden. */
function newListing(run: number): AlertListing {
  const form = {
    title: `Benchmark Colonial ${run}`,
    address: `${3500 + run} Erie Ave, Cincinnati, OH 45208`,
    neighborhood: 'Hyde Park' as const,
    description: 'A colonial with a walled garden, near the square.',
  };
  return {
    id: `benchmark-alert-listing-${run}`,
    ...form,
    City: 'Cincinnati',
    source: 'agency',
    propertyType: 'Single Family',
    price: 850_000,
    bedrooms: 4,
    bathrooms: 3,
    status: 'Active',
    searchTerms: listingSearchTerms(form),
  };
}

/**
 * `npm run perf -- alerts`: 10,000 saved searches of 2,000 clients beside the seed, then what the
 * onListingWritten trigger does for one new listing (its candidate searches read by match key,
 * matched, the alerts recorded with the instant emails queued in the mail outbox), RUNS times with
 * a new listing each: its Firestore reads and writes (the first run's) and median time, in this
 * process over the emulator. Then the same change again, which must queue nothing.
 */
export async function measureAlertMatching(db: Firestore): Promise<void> {
  console.log(`\nSaved-search alerts: seeding ${SCALE_SEARCHES.toLocaleString('en-US')} saved searches...`);
  await seedSearches(db);
  const work = listingAlertWork(db);
  const restore = countFirestoreOps(db);
  try {
    const times: number[] = [];
    let first: { reads: number; writes: number; recorded: number; queued: number } | undefined;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const { result, ops } = await counted(() => work.listingChanged(undefined, newListing(run)));
      times.push(performance.now() - started);
      first ??= { ...ops, ...result };
    }
    const repeat = await counted(() => work.listingChanged(undefined, newListing(0)));
    const row = (label: string, reads: number, detail: string) =>
      console.log(`  ${label.padEnd(44)} ${String(reads).padStart(7)} reads   ${detail}`);
    row(
      `one new listing, ${SCALE_SEARCHES.toLocaleString('en-US')} saved searches`,
      first!.reads,
      `median ${median(times).toFixed(0).padStart(6)} ms: ${first!.recorded} alerts recorded, ${first!.queued} instant emails queued, ${first!.writes} writes`,
    );
    row(
      'the same change again (a retried trigger)',
      repeat.ops.reads,
      `${repeat.result.recorded} alerts, ${repeat.result.queued} emails, ${repeat.ops.writes} writes`,
    );
    console.log(`  (every search read would be ${SCALE_SEARCHES.toLocaleString('en-US')} reads)`);
  } finally {
    restore();
  }
}
