import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { MLS_LISTINGS, type MlsRun } from '@estate/domain';
import {
  alertListingOf,
  functionApps,
  listingAlertWork,
  MLS_RUN_LIMITS,
  type MlsRunLimits,
  mlsListingId,
  mlsSourceSetups,
  mlsSync,
  PROPERTIES,
} from '../../functions/src/seeding';
import { AGENCY_OFFICE_MLS_ID, startLocalMls, type LocalMlsControl, type PropertyRecord } from '../localMls';
import { LOCAL_MLS_DEMO_CLIENT, LOCAL_MLS_SOURCE, localMlsSource } from '../stack/localMlsSource';
import { FUNCTION_WORKERS } from '../stack/functionWorkers';
import { ROOT } from '../stack/paths';
import { seedSearches, SCALE_SEARCHES } from './alertMatching';
import { CallRefused, countedApp } from './countedApp';
import type { CostClients } from './firestoreCost';
import { machineBenchmarkIndex } from './benchmarkIndex';
import { counted, countFirestoreOps, type StructuredQuery } from './firestoreOps';
import { describeNeed, indexNeedOf, servingIndex, type CompositeIndex } from './indexCoverage';
import { measure, RENDERER_DIRECTORY } from './listingScale';
import { median } from './timedRequests';

/** The scale the issue asks for: the local MLS at 50,000 listings. */
export const SCALE_MLS_LISTINGS = 50_000;
/** Listings the incremental run finds changed, and whose changes the alerts fan out: half price cuts, half status moves. */
const CHANGED_LISTINGS = 500;
/** The photo worker's sample: one run this long (the production run is 480 s), photos fetched until its deadline. */
const PHOTO_SAMPLE_MS = 120_000;
/** The changes' triggers run at once: as many as the stack's Functions emulator runs. */
const TRIGGERS_AT_ONCE = FUNCTION_WORKERS.parallel;
/** A guard: a first load that has not ended after this many runs is not going to. */
const MAX_RUNS = 50;
/** Renders of each page: one, since the emulator takes seconds to minutes over 50,000 listings (below). */
const RENDER_RUNS = 1;
/**
 * A render's wait for its data here, not the production's 5 s: the Cloud SDK's Firestore emulator
 * reads every document of a query over 50,000 listings, where Firestore reads its index, and answers
 * past 5 s; its reads are the design's all the same. A render past this wait is reported as such.
 */
const EMULATOR_RENDER_DEADLINE_MS = 120_000;
/** Firestore's limit of composite indexes a database. */
const FIRESTORE_INDEX_LIMIT = 200;
const SOURCE_ID = LOCAL_MLS_SOURCE.id;

/** `/properties` with each filter of the listing and each sort, over the agency's and the MLS's listings. */
const LISTING_PAGES: readonly [label: string, path: string][] = [
  ['no filter (for sale, newest first)', '/properties'],
  ['status: sold', '/properties?status=sold'],
  ['neighborhood: Hyde Park', '/properties?neighborhood=Hyde+Park'],
  ['city: Mason', '/properties?city=Mason'],
  ['price: $500,000 to $1,000,000', '/properties?minPrice=500000&maxPrice=1000000'],
  ['beds: 4 or more', '/properties?bedrooms=4'],
  ['baths: 3 or more', '/properties?bathrooms=3'],
  ['type: Condo', '/properties?propertyType=Condo'],
  ['source: MLS', '/properties?source=mls'],
  ['keyword: fireplace', '/properties?search=fireplace'],
  ['sort: price, low to high', '/properties?sort=price_asc'],
  ['sort: price, high to low', '/properties?sort=price_desc'],
  // Drawn areas (docs/product/site.md#listing): their reads grow with the area, up to AREA_READS_MAX.
  ['area: a triangle over Hyde Park Square', `/properties?${new URLSearchParams({ area: 'p:39.145,-84.45;39.145,-84.43;39.13,-84.44' })}`],
  [
    'area: 1 km around Fountain Square, by price',
    `/properties?${new URLSearchParams({ area: 'c:39.1016,-84.5125,1000', sort: 'price_desc' })}`,
  ],
  ['area: 3 km around Hyde Park (too large)', `/properties?${new URLSearchParams({ area: 'c:39.14,-84.44,3000' })}`],
];

type MlsReplication = ReturnType<typeof mlsSync>;
type Change = { id: string; before: DocumentData | undefined; after: DocumentData | undefined };

const count = (value: number) => value.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const row = (label: string, figures: string) => console.log(`  ${label.padEnd(44)} ${figures}`);

/** One run of the local source; throws when it failed or did not run: the figures would not be the replication's. */
async function runOnce(replication: MlsReplication): Promise<MlsRun> {
  const [result] = await replication.run(SOURCE_ID);
  if (!result || !('run' in result)) throw new Error(`the MLS source did not run (${result?.outcome ?? 'not configured'})`);
  if (result.outcome === 'failed') throw new Error(`an MLS run failed: ${result.run.errors.at(-1) ?? 'no reason recorded'}`);
  return result.run;
}

const runSeconds = (run: MlsRun) => (Date.parse(run.endedAt) - Date.parse(run.startedAt)) / 1000;
const sum = (runs: MlsRun[], figure: (run: MlsRun) => number) => runs.reduce((total, run) => total + figure(run), 0);

/**
 * The first load, run after run at the production run budget until a run ends complete, as the
 * schedule would over several runs: its wall time, requests, pages, upserts and Firestore
 * operations.
 */
export async function firstLoad(replication: MlsReplication, db: Firestore): Promise<void> {
  const runs: MlsRun[] = [];
  const started = performance.now();
  const { ops } = await counted(async () => {
    while (runs.at(-1)?.outcome !== 'complete') {
      if (runs.length === MAX_RUNS) throw new Error(`the first load had not ended after ${MAX_RUNS} runs`);
      const run = await runOnce(replication);
      runs.push(run);
      console.log(
        `    run ${runs.length} (${run.phase}): ${run.outcome} after ${runSeconds(run).toFixed(0)} s, ${count(run.pages)} pages, ${count(run.upserts)} upserts, ${count(run.requests)} requests`,
      );
    }
  });
  const wall = performance.now() - started;
  // The run that read the last page flipped the phase: the next one starts incremental.
  const loadedBy = runs.findIndex((run) => run.phase === 'incremental');
  const upserts = sum(runs, (run) => run.upserts);
  const [replica, shown] = await Promise.all([
    db.collection(MLS_LISTINGS).where('sourceId', '==', SOURCE_ID).count().get(),
    shownMlsListings(db),
  ]);
  row(
    'the first full load (photos off)',
    `${seconds(wall)} (${(wall / 60_000).toFixed(1)} min) in ${runs.length} runs of at most ${MLS_RUN_LIMITS.runBudgetMs / 1000} s; ` +
      `incremental after run ${loadedBy === -1 ? runs.length : loadedBy}`,
  );
  row(
    '',
    `${count(sum(runs, (run) => run.requests))} requests, ${count(sum(runs, (run) => run.pages))} pages, ${count(upserts)} upserts, ` +
      `${count(sum(runs, (run) => run.removed.notViewable))} not viewable; reconciled: ${runs.some((run) => run.reconciled) ? 'yes' : 'no'}`,
  );
  row(
    '',
    `Firestore: ${count(ops.writes)} writes (${(ops.writes / Math.max(1, upserts)).toFixed(1)} an upsert), ${count(ops.reads)} reads; ` +
      `${count(replica.data().count)} in mlsListings, ${count(shown)} shown in properties`,
  );
}

/** `wanted` Active listings the site shows (viewable, on the internet, not the agency's own office's), spread over the data set. */
function changeableKeys(records: readonly PropertyRecord[], wanted: number): string[] {
  const eligible = records.filter(
    (record) =>
      record.MlgCanView &&
      record.InternetEntireListingDisplayYN !== false &&
      record.StandardStatus === 'Active' &&
      record.ListOfficeMlsId !== AGENCY_OFFICE_MLS_ID,
  );
  if (eligible.length < wanted) throw new Error(`only ${eligible.length} listings can change, not ${wanted}`);
  const step = Math.floor(eligible.length / wanted);
  return Array.from({ length: wanted }, (_, n) => eligible[n * step]!.ListingKey);
}

const projections = async (db: Firestore, ids: string[]) =>
  (await db.getAll(...ids.map((id) => db.collection(PROPERTIES).doc(id)))).map((snapshot) => snapshot.data());

/** 500 listings changed on the local MLS (price cuts, status moves), then one run: its time, requests and writes. Answers the changes. */
async function incrementalRun(
  replication: MlsReplication,
  control: LocalMlsControl,
  db: Firestore,
): Promise<{ changes: Change[]; run: MlsRun }> {
  const keys = changeableKeys(control.listings(), CHANGED_LISTINGS);
  const ids = keys.map((key) => mlsListingId(SOURCE_ID, key));
  const before = await projections(db, ids);
  const half = CHANGED_LISTINGS / 2;
  control.changePrices({ keys: keys.slice(0, half) });
  control.changeStatuses({ keys: keys.slice(half) });
  const started = performance.now();
  const { result: run, ops } = await counted(() => runOnce(replication));
  const wall = performance.now() - started;
  row(
    `incremental run: ${half} price cuts, ${half} moves`,
    `${seconds(wall)}: ${count(run.requests)} requests, ${count(run.pages)} pages, ${count(run.upserts)} upserts, ${count(run.unchanged)} unchanged; ` +
      `Firestore: ${count(ops.writes)} writes, ${count(ops.reads)} reads`,
  );
  const after = await projections(db, ids);
  return { changes: ids.map((id, n) => ({ id, before: before[n], after: after[n] })), run };
}

/**
 * What the onListingWritten trigger does for each of the changed listings, over 10,000 saved
 * searches, in this process: TRIGGERS_AT_ONCE at a time, as the Functions emulator runs them (in
 * production each is an invocation of its own).
 */
async function alertFanOut(db: Firestore, changes: Change[]): Promise<void> {
  await seedSearches(db);
  const work = listingAlertWork(db);
  const times: number[] = [];
  const queue = [...changes];
  const tally = { recorded: 0, queued: 0 };
  const worker = async () => {
    for (let change = queue.shift(); change; change = queue.shift()) {
      const started = performance.now();
      const { recorded, queued } = await work.listingChanged(
        alertListingOf(change.id, change.before),
        alertListingOf(change.id, change.after),
      );
      times.push(performance.now() - started);
      tally.recorded += recorded;
      tally.queued += queued;
    }
  };
  const started = performance.now();
  const { ops } = await counted(() => Promise.all(Array.from({ length: TRIGGERS_AT_ONCE }, worker)));
  row(
    `alerts of ${count(changes.length)} changes`,
    `${seconds(performance.now() - started)} over ${count(SCALE_SEARCHES)} saved searches, ${TRIGGERS_AT_ONCE} at a time (median ${median(times).toFixed(0)} ms a listing): ` +
      `${count(tally.recorded)} alerts recorded, ${count(tally.queued)} instant emails queued; Firestore: ${count(ops.reads)} reads, ${count(ops.writes)} writes`,
  );
}

/** Each query's index: 'index-backed', or the indexes missing, named. */
function indexVerdict(queries: StructuredQuery[], declared: readonly CompositeIndex[], missing: Set<string>): string {
  const lacking = queries.flatMap((query) => {
    const need = indexNeedOf(query);
    return need && !servingIndex(need, declared) ? [describeNeed(need)] : [];
  });
  lacking.forEach((need) => missing.add(need));
  return lacking.length === 0 ? `index-backed (${queries.length} queries)` : `NO INDEX: ${lacking.join('; ')}`;
}

/** `/properties` with each filter and sort, rendered by the `site` app in this process: reads, median time, and each query's index. */
async function listingPages({ db, auth, files }: CostClients): Promise<void> {
  const listings = (await db.collection(PROPERTIES).count().get()).data().count;
  const declared = (JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8')) as { indexes: CompositeIndex[] }).indexes;
  console.log(
    `  /properties over ${count(listings)} listings (server render by the site function in this process, ${RENDER_RUNS} a page):`,
  );
  const site = await countedApp(functionApps(db, auth, files, RENDERER_DIRECTORY, { renderDeadlineMs: EMULATOR_RENDER_DEADLINE_MS }).site);
  const missing = new Set<string>();
  try {
    for (const [label, path] of LISTING_PAGES)
      await measure(site, `  ${label}`, path, { runs: RENDER_RUNS, note: ({ queries }) => indexVerdict(queries, declared, missing) }).catch(
        (error: unknown) => {
          if (!(error instanceof CallRefused) || error.answer.status !== 503) throw error;
          // Its reads are still to come: the emulator is still reading.
          row(
            `  ${label}`,
            `${'—'.padStart(7)} reads   503: no answer from the emulator within ${EMULATOR_RENDER_DEADLINE_MS / 1000} s   ${indexVerdict(error.answer.queries, declared, missing)}`,
          );
        },
      );
  } finally {
    await site.close();
  }
  row(
    'composite indexes (firestore.indexes.json)',
    `${declared.length} of Firestore's ${FIRESTORE_INDEX_LIMIT} a database; ${missing.size === 0 ? 'every query above is index-backed' : `${missing.size} missing`}`,
  );
}

/** The photo worker alone for one run of PHOTO_SAMPLE_MS (it fetches until its deadline): listings and photos a minute. */
async function photoThroughput(replication: MlsReplication, pendingBefore: number): Promise<void> {
  const started = performance.now();
  const run = await runOnce(replication);
  const minutes = (performance.now() - started) / 60_000;
  const done = pendingBefore - run.photosPending;
  row(
    `photos, one run of ${PHOTO_SAMPLE_MS / 1000} s`,
    `${count(done)} listings, ${count(run.photosDone)} photos: ${(done / minutes).toFixed(1)} listings a minute, ` +
      `${(run.photosDone / minutes / 60).toFixed(2)} photos a second, ${count(run.requests)} requests`,
  );
}

/**
 * The local MLS of SCALE_MLS_LISTINGS listings, and its replication into `db` (photos off unless
 * `limits` say otherwise): the MLS benchmark's, and the map's (scripts/perf/mapScale.ts).
 */
export async function startScaleMls(db: Firestore, files: CostClients['files']) {
  // Photo URLs that do not expire: the sample's photos are fetched long after their pages were read.
  const mls = await startLocalMls({ ...LOCAL_MLS_DEMO_CLIENT, listings: SCALE_MLS_LISTINGS, mediaUrlLifetimeS: null });
  const setups = mlsSourceSetups(JSON.stringify([localMlsSource(mls)]), JSON.stringify({ [SOURCE_ID]: LOCAL_MLS_DEMO_CLIENT }));
  // Photos off for the load, the changes and the alerts; the photo worker on its own at the end, for one run of PHOTO_SAMPLE_MS.
  const replication = (limits: Partial<MlsRunLimits> = { photos: { ...MLS_RUN_LIMITS.photos, listingsPerBatch: 0 } }) =>
    mlsSync(db, files, setups, limits);
  return { mls, replication };
}

/** The local MLS source's listings the site shows: how many the first load left in `properties`. */
export const shownMlsListings = async (db: Firestore) =>
  (await db.collection(PROPERTIES).where('mls.sourceId', '==', SOURCE_ID).count().get()).data().count;

/**
 * `npm run perf -- mls`: the local MLS at 50,000 listings replicated through the real replication
 * (the production run limits, photos off, as its own figure after), then 500 changes read by an
 * incremental run, their alerts over 10,000 saved searches, and `/properties` with each filter over
 * them all; with the machine's benchmarkIndex before and after. Fills the database: run it last.
 */
export async function measureMlsScale(clients: CostClients): Promise<void> {
  const { db, files } = clients;
  const indexBefore = await machineBenchmarkIndex();
  // Said now too: a long run that cannot finish still tells how busy the machine was.
  console.log(
    `\nMLS at scale: a local MLS of ${count(SCALE_MLS_LISTINGS)} listings, replicated at the production limits (Lighthouse benchmarkIndex ${indexBefore})...`,
  );
  const { mls, replication } = await startScaleMls(db, files);
  const restore = countFirestoreOps(db);
  try {
    await firstLoad(replication(), db);
    const { changes, run } = await incrementalRun(replication(), mls.control, db);
    await listingPages(clients);
    await photoThroughput(replication({ runBudgetMs: PHOTO_SAMPLE_MS }), run.photosPending);
    // Last: its alerts and emails are many, and none of the figures above is about them.
    await alertFanOut(db, changes);
  } finally {
    restore();
    await mls.close();
  }
  console.log(`  Machine: Lighthouse benchmarkIndex ${indexBefore} before, ${await machineBenchmarkIndex()} after (higher is faster).`);
}
