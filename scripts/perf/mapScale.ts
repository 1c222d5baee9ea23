import { performance } from 'node:perf_hooks';
import type { Firestore } from 'firebase-admin/firestore';
import { CINCINNATI_REGION, formatMapView, MAP_ZOOM, type ListingMapAnswer, type MapView } from '@estate/domain';
import { functionApps, MAP_CELLS, mapCellStore } from '../../functions/src/seeding';
import { machineBenchmarkIndex } from './benchmarkIndex';
import { countedApp, type CountedApp } from './countedApp';
import type { CostClients } from './firestoreCost';
import { countFirestoreOps } from './firestoreOps';
import { RENDERER_DIRECTORY } from './listingScale';
import { firstLoad, SCALE_MLS_LISTINGS, shownMlsListings, startScaleMls } from './mlsScale';
import { MAP_TIMING, measureMapInBrowser } from './mapTiming';
import { median } from './timedRequests';

/** Views of each kind timed: pans and zooms. */
const STEPS = 20;
/** A laptop's map pane, in CSS pixels: the views pans and zooms show. */
const SCREEN = { width: 1280, height: 800 };
/** The zoom the pans are made at: a town's streets, where listings are clusters and pins. */
const PAN_ZOOM = 12;
/** Where the pans and zooms start: Fountain Square, the metro's densest listings. */
const DOWNTOWN = { lat: 39.1016, lng: -84.5125 };

const count = (value: number) => value.toLocaleString('en-US');
const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const spreadOf = (values: number[]) => `${ms(Math.min(...values))} to ${ms(Math.max(...values))}, median ${ms(median(values))}`;
const row = (label: string, figures: string) => console.log(`  ${label.padEnd(44)} ${figures}`);
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

/** The view a screen shows around a centre at a zoom (MapLibre's 512-pixel tiles, Web Mercator's stretch at the latitude). */
function viewAround({ lat, lng }: { lat: number; lng: number }, zoom: number): MapView {
  const degreesPerPixel = 360 / (512 * 2 ** zoom);
  const halfWidth = (SCREEN.width / 2) * degreesPerPixel;
  const halfHeight = (SCREEN.height / 2) * degreesPerPixel * Math.cos((lat * Math.PI) / 180);
  return { west: lng - halfWidth, south: lat - halfHeight, east: lng + halfWidth, north: lat + halfHeight };
}

const mapPath = (view: MapView, zoom: number) =>
  `/api/properties/map?${new URLSearchParams({ view: formatMapView(view), zoom: String(zoom) })}`;

interface Timed {
  ms: number;
  reads: number;
  bytes: number;
  answer: ListingMapAnswer;
}

async function timed(api: CountedApp, path: string): Promise<Omit<Timed, 'answer'> & { body: string }> {
  const started = performance.now();
  const answer = await api.call(path);
  return { ms: performance.now() - started, reads: answer.ops.reads, bytes: Buffer.byteLength(answer.body), body: answer.body };
}

async function timedMap(api: CountedApp, view: MapView, zoom: number): Promise<Timed> {
  const { body, ...figures } = await timed(api, mapPath(view, zoom));
  return { ...figures, answer: JSON.parse(body) as ListingMapAnswer };
}

const spread = (label: string, steps: Timed[]) =>
  row(
    label,
    `${STEPS} views: p50 ${ms(median(steps.map((step) => step.ms)))}, p95 ${ms(p95(steps.map((step) => step.ms)))}; ` +
      `reads p50 ${median(steps.map((step) => step.reads))}, max ${Math.max(...steps.map((step) => step.reads))}; ` +
      `answers ${kb(Math.min(...steps.map((step) => step.bytes)))} to ${kb(Math.max(...steps.map((step) => step.bytes)))}`,
  );

/**
 * The local MLS's 50,000 listings in `properties` (replicated as the MLS benchmark does, unless
 * it ran before in this process) and the map's cells rebuilt from them: what the map's benchmark,
 * and a browser's timing of the map over them, start from. Answers the rebuild's figures.
 */
export async function loadMapScale({ db, files }: Pick<CostClients, 'db' | 'files'>) {
  if ((await shownMlsListings(db)) < SCALE_MLS_LISTINGS * 0.9) {
    const { mls, replication } = await startScaleMls(db, files);
    try {
      await firstLoad(replication(), db);
    } finally {
      await mls.close();
    }
  }
  const started = performance.now();
  const rebuilt = await mapCellStore(db).rebuild();
  return { ...rebuilt, ms: performance.now() - started };
}

/** The largest cell document, as JSON (Firestore's stored size is of the same order: names and values, a few bytes more each). */
async function largestCellBytes(db: Firestore): Promise<number> {
  const cells = await db.collection(MAP_CELLS).get();
  return Math.max(...cells.docs.map((doc) => Buffer.byteLength(JSON.stringify(doc.data()))));
}

/**
 * `npm run perf -- map`: the map over the local MLS at 50,000 listings, as production must answer it: the
 * cells' rebuild, the metro's answer at the first zoom (bytes, time, reads) cold and again, 20
 * pans and 20 zooms as a map pane shows them (p50 and p95, reads), and a page of the list in view,
 * answered by the `api` app in this process; with the machine's benchmarkIndex before and after.
 * Fills the database: run it last.
 */
export async function measureMapScale(clients: CostClients): Promise<void> {
  const { db, auth, files } = clients;
  const indexBefore = await machineBenchmarkIndex();
  console.log(`\nThe map at scale: ${count(SCALE_MLS_LISTINGS)} MLS listings (Lighthouse benchmarkIndex ${indexBefore})...`);
  const rebuilt = await loadMapScale(clients);
  row(
    'the cells rebuilt from the listings',
    `${(rebuilt.ms / 1000).toFixed(1)} s: ${count(rebuilt.listings)} listings on the map in ${count(rebuilt.cells)} cells; ` +
      `the largest holds ${count(rebuilt.largestCell)} (${kb(await largestCellBytes(db))} as JSON, of Firestore's 1,024 KB)`,
  );
  const restore = countFirestoreOps(db);
  const api = await countedApp(functionApps(db, auth, files, RENDERER_DIRECTORY).api);
  try {
    const metro = CINCINNATI_REGION;
    const cold = await timedMap(api, metro, MAP_ZOOM.metro);
    const again = await timedMap(api, metro, MAP_ZOOM.metro);
    row(
      `the metro at zoom ${MAP_ZOOM.metro}, first answer`,
      `${kb(cold.bytes)}, ${ms(cold.ms)}, ${count(cold.reads)} reads: ${count(cold.answer.total)} listings in ` +
        `${count(cold.answer.clusters.length)} clusters and ${count(cold.answer.pins.length)} pins`,
    );
    row('the metro again (cells kept by the instance)', `${kb(again.bytes)}, ${ms(again.ms)}, ${count(again.reads)} reads`);

    // Pans: a third of the screen at a time, east along the river then north, from downtown.
    const pans: Timed[] = [];
    for (let step = 1; step <= STEPS; step += 1) {
      const shift = 360 / (512 * 2 ** PAN_ZOOM);
      const centre = {
        lat: DOWNTOWN.lat + (step > STEPS / 2 ? (step - STEPS / 2) * (SCREEN.height / 3) * shift : 0),
        lng: DOWNTOWN.lng + Math.min(step, STEPS / 2) * (SCREEN.width / 3) * shift,
      };
      pans.push(await timedMap(api, viewAround(centre, PAN_ZOOM), PAN_ZOOM));
    }
    spread(`pans at zoom ${PAN_ZOOM}, a third of the screen each`, pans);

    // Zooms: in from the metro to the street and out again, over downtown and then over Mason.
    const zooms: Timed[] = [];
    const levels = [10, 11, 12, 13, 14, 15, 14, 13, 12, 11];
    for (const [n, zoom] of [...levels, ...levels].entries()) {
      const centre = n < levels.length ? DOWNTOWN : { lat: 39.36, lng: -84.31 };
      zooms.push(await timedMap(api, viewAround(centre, zoom), zoom));
    }
    spread('zooms in and out, 10 to 15', zooms);

    for (const [label, view] of [
      ['the list in view: the metro, first page', metro],
      [`the list in view: a view at zoom ${PAN_ZOOM}, first page`, viewAround(DOWNTOWN, PAN_ZOOM)],
    ] as const) {
      const page = await timed(api, `/api/properties?${new URLSearchParams({ view: formatMapView(view) })}`);
      row(label, `${ms(page.ms)}, ${count(page.reads)} reads, ${kb(page.bytes)}`);
    }
  } finally {
    await api.close();
    restore();
  }
  // The browser's half, over the same listings, through the stack's site and api functions.
  const browser = await measureMapInBrowser();
  row(
    '/properties in the browser: the first clusters, from navigation start',
    `${spreadOf(browser.firstClustersMs)} (answer ${kb(Math.max(...browser.firstAnswerBytes))}; browser benchmarkIndex ${browser.benchmarkIndex}, CPU slowed ${browser.slowdown.toFixed(2)}x to ${MAP_TIMING.targetBenchmarkIndex})`,
  );
  row('/properties in the browser: the same from its HTML', spreadOf(browser.firstClustersAfterHtmlMs));
  row('/properties in the browser: each pan drawn after its answer', spreadOf(browser.updateMs));
  console.log(`  Machine: Lighthouse benchmarkIndex ${indexBefore} before, ${await machineBenchmarkIndex()} after (higher is faster).`);
}
