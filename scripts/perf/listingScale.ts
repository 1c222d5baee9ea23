import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Firestore } from 'firebase-admin/firestore';
import { NEIGHBORHOOD_NAMES, PROPERTY_TYPES, type PropertyInput } from '@estate/domain';
import { functionApps, LISTING_HISTORY, PROPERTIES, replayListing, type ListingStep } from '../../functions/src/seeding';
import { home } from '../seed-data';
import { SITE_URL } from '../stack/config';
import { ROOT } from '../stack/paths';
import { countedApp, type CountedAnswer, type CountedApp } from './countedApp';
import { countFirestoreOps } from './firestoreOps';
import { staffCookie } from './staffSession';
import type { CostClients } from './firestoreCost';
import { median } from './timedRequests';

/** The scale the issue asks for: 2,000 listings and 20,000 history entries (ten each). */
export const SCALE_LISTINGS = 2_000;
const ENTRIES_PER_LISTING = 10;
const RUNS = 7;
/** The built server renderer the `site` app loads. */
export const RENDERER_DIRECTORY = join(ROOT, 'functions', 'lib', 'site');

/**
 * The nine changes after a listing entry, ten entries in all: three cuts, a contract that falls
 * through, a fourth cut, a second contract; then two listings in three go pending and close, the
 * others are cut once more and go pending. Days count back from `listedDaysAgo`, spread over two years.
 */
function lifeOf(n: number, listedDaysAgo: number, price: number): ListingStep[] {
  const day = (offset: number) => listedDaysAgo - offset;
  const cut = (step: number) => Math.round(price * (1 - 0.02 * step));
  const common: ListingStep[] = [
    { daysAgo: day(10), price: cut(1) },
    { daysAgo: day(20), price: cut(2) },
    { daysAgo: day(30), price: cut(3) },
    { daysAgo: day(40), to: 'Active Under Contract' },
    { daysAgo: day(50), to: 'Active' },
    { daysAgo: day(55), price: cut(4) },
    { daysAgo: day(60), to: 'Active Under Contract' },
  ];
  return n % 3 === 2
    ? [...common, { daysAgo: day(70), price: cut(5) }, { daysAgo: day(80), to: 'Pending' }]
    : [...common, { daysAgo: day(70), to: 'Pending' }, { daysAgo: day(90), to: 'Closed', closePrice: cut(4) }];
}

function formOf(n: number): PropertyInput {
  const neighborhood = NEIGHBORHOOD_NAMES[n % NEIGHBORHOOD_NAMES.length]!;
  return {
    title: `Benchmark Residence ${n}`,
    address: `${1000 + n} Benchmark Ave, Cincinnati, OH 45208`,
    neighborhood,
    price: 400_000 + (n % 40) * 50_000,
    images: [home(1), home(10), home(11)],
    imageAlts: [],
    bedrooms: 2 + (n % 4),
    bathrooms: 2 + (n % 3),
    squareFeet: 1800 + (n % 30) * 100,
    description: `A benchmark listing in ${neighborhood}, one of ${SCALE_LISTINGS} with ten history entries each.`,
    propertyType: PROPERTY_TYPES[n % PROPERTY_TYPES.length]!,
    isFeatured: false,
    isNewListing: false,
    StandardStatus: 'Active',
    showSoldPrice: n % 10 !== 0,
  };
}

/** 2,000 listings and their 20,000 entries, written as the API would have, through the same replay as the seed. */
async function seedListings(db: Firestore): Promise<{ entries: number; firstId: string }> {
  const writer = db.bulkWriter();
  const now = Date.now();
  let entries = 0;
  for (let n = 0; n < SCALE_LISTINGS; n += 1) {
    const listedDaysAgo = 120 + ((n * 7) % 600);
    const form = formOf(n);
    const { data, history } = replayListing(form, { listedDaysAgo, steps: lifeOf(n, listedDaysAgo, form.price) }, now);
    const listing = db.collection(PROPERTIES).doc(`benchmark-${String(n).padStart(4, '0')}`);
    void writer.set(listing, data);
    for (const entry of history) void writer.set(listing.collection(LISTING_HISTORY).doc(), entry);
    entries += history.length;
  }
  await writer.close();
  return { entries, firstId: 'benchmark-0000' };
}

/**
 * A page rendered `runs` times in this process: its Firestore reads (the first render's) and median
 * time, then what `note` says of the first render (its queries' indexes, say).
 */
export async function measure(
  site: CountedApp,
  label: string,
  path: string,
  { runs = RUNS, note }: { runs?: number; note?: (first: CountedAnswer) => string } = {},
): Promise<void> {
  const times: number[] = [];
  let first: CountedAnswer | undefined;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const answer = await site.call(path);
    times.push(performance.now() - started);
    first ??= answer;
  }
  const noted = note ? `   ${note(first!)}` : '';
  console.log(
    `  ${label.padEnd(44)} ${String(first!.ops.reads).padStart(7)} reads   median ${median(times).toFixed(0).padStart(6)} ms${noted}`,
  );
}

/**
 * A partner's full copy through the RESO feed, as an incremental copy starts: every listing
 * modified since the epoch, oldest change first, 200 a page, following @odata.nextLink to the
 * end. Answers the pages, the records, the Firestore reads and the wall time.
 */
async function timeFeedCopy(api: CountedApp): Promise<void> {
  const cookie = await staffCookie();
  const created = await api.call('/api/admin/settings/reso-keys', {
    method: 'POST',
    headers: { Cookie: cookie, Origin: SITE_URL, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Benchmark partner' }),
  });
  const { token } = JSON.parse(created.body) as { token: string };
  const query = new URLSearchParams({
    $filter: 'ModificationTimestamp gt 1970-01-01T00:00:00Z',
    $orderby: 'ModificationTimestamp asc',
    $top: '200',
  });
  let next: string | undefined = `/api/reso/Property?${query.toString()}`;
  let pages = 0;
  let records = 0;
  let reads = 0;
  const started = performance.now();
  while (next) {
    const answer = await api.call(next, { headers: { Authorization: `Bearer ${token}` } });
    const page = JSON.parse(answer.body) as { value: unknown[]; '@odata.nextLink'?: string };
    pages += 1;
    records += page.value.length;
    reads += answer.ops.reads;
    const link = page['@odata.nextLink'];
    next = link ? link.slice(new URL(link).origin.length) : undefined;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  ${'a full copy through the RESO feed'.padEnd(44)} ${String(reads).padStart(7)} reads   ${seconds.toFixed(1)} s: ${records} records in ${pages} pages of 200`,
  );
}

/**
 * `npm run perf -- listings`: 2,000 listings with 20,000 history entries beside the seed, then
 * the server render of a listing's page (with its history), of /sold (the record of the past 12
 * months) and of /properties, timed and with their Firestore reads, through the `site` app in
 * this process; then a partner's full copy through the RESO feed, through the `api` app.
 */
export async function measureListingScale({ db, auth, files }: CostClients): Promise<void> {
  console.log(`\nListings at scale: seeding ${SCALE_LISTINGS.toLocaleString('en-US')} listings...`);
  const { entries, firstId } = await seedListings(db);
  if (entries !== SCALE_LISTINGS * ENTRIES_PER_LISTING) throw new Error(`the benchmark's listings have ${entries} entries, not 20,000`);
  console.log(
    `  (${SCALE_LISTINGS.toLocaleString('en-US')} listings, ${entries.toLocaleString('en-US')} history entries; ${RUNS} renders each, the site function in this process)`,
  );
  const restore = countFirestoreOps(db);
  const apps = functionApps(db, auth, files, RENDERER_DIRECTORY);
  const site = await countedApp(apps.site);
  const api = await countedApp(apps.api);
  try {
    await measure(site, 'a listing page, its history included', `/property/${firstId}`);
    await measure(site, '/sold', '/sold');
    await measure(site, '/properties', '/properties');
    await measure(site, '/properties?status=sold', '/properties?status=sold');
    await timeFeedCopy(api);
  } finally {
    await site.close();
    await api.close();
    restore();
  }
}
