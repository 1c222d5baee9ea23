import { performance } from 'node:perf_hooks';
import type { Firestore } from 'firebase-admin/firestore';
import { neighborhoodCentre, type NeighborhoodName, type ValuationAnswer, type ValuationSubject } from '@estate/domain';
import { mlsProjection, mlsRecord, PROPERTIES, valuationReads } from '../../functions/src/seeding';
import { DEFAULT_ORIGINATING_SYSTEM, DEFAULT_SEED, generateListings } from '../localMls';
import { appCheckHeader } from '../stack/appCheckStandIn';
import { SITE_URL } from '../stack/config';
import { median, percentile95 } from './timedRequests';

/** The scale: a neighbourhood with 500 sales, valued within 500 ms on the server. */
const SALES = 500;
const RUNS = 40;
const WARM_UP = 3;
const SOURCE = { id: 'benchmark-valuation', name: 'Benchmark MLS', soldDisplay: 'shown' as const };
/** Enough of a data set, dated today, for one neighbourhood to close 500 Single Family sales in it. */
const LISTINGS_SEARCHED = 400_000;

type Stored = { id: string; data: FirebaseFirestore.DocumentData; squareFeet: number };

/**
 * The first neighbourhood to hold 500 Single Family sales among the local MLS's records dated
 * today (closed in the past 6 months), each as the replication projects it.
 */
function neighbourhoodSales(): { neighborhood: NeighborhoodName; sales: Stored[] } {
  const byHood = new Map<NeighborhoodName, Stored[]>();
  const options = { seed: DEFAULT_SEED, originatingSystemName: DEFAULT_ORIGINATING_SYSTEM, asOf: new Date() };
  for (const raw of generateListings(LISTINGS_SEARCHED, options)) {
    if (raw.StandardStatus !== 'Closed' || raw.PropertySubType !== 'Single Family Residence') continue;
    const record = mlsRecord(SOURCE.id, raw as unknown as Record<string, unknown>);
    if ('invalid' in record) continue;
    const projected = mlsProjection(record.id, record.fields, SOURCE, { firstLoad: false });
    const neighborhood = 'data' in projected ? (projected.data.neighborhood as unknown) : undefined;
    if (typeof neighborhood !== 'string' || !('data' in projected)) continue;
    const sales = byHood.get(neighborhood as NeighborhoodName) ?? [];
    sales.push({ id: record.id, data: projected.data, squareFeet: raw.LivingArea ?? 0 });
    byHood.set(neighborhood as NeighborhoodName, sales);
    if (sales.length === SALES) return { neighborhood: neighborhood as NeighborhoodName, sales };
  }
  throw new Error(`No neighbourhood closed ${SALES} Single Family sales among ${LISTINGS_SEARCHED} listings`);
}

/**
 * docs/performance.md#valuation, the server's path: a neighbourhood's 500 sales stored as the MLS's
 * replication stores them, then the estimate of a home at its centre asked RUNS times, alternately
 * whole and with its first comparable dropped (the page's drop): the api's service in this process
 * over the emulator (the server's work: its reads and the estimate), and POST /api/valuations
 * through Hosting to the api function. Median and 95th percentile; the sales are removed after.
 */
export async function measureValuationServer(db: Firestore): Promise<void> {
  const { neighborhood, sales } = neighbourhoodSales();
  console.log(`\nThe valuation on the server: ${SALES} Single Family sales of ${neighborhood}, stored as the MLS's`);
  const writer = db.bulkWriter();
  for (const sale of sales) void writer.set(db.collection(PROPERTIES).doc(sale.id), sale.data, { merge: true });
  await writer.close();
  try {
    const centre = neighborhoodCentre(neighborhood);
    const sizes = sales.map((sale) => sale.squareFeet).sort((a, b) => a - b);
    const home: ValuationSubject = {
      propertyType: 'Single Family',
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: sizes[Math.floor(sizes.length / 2)]!,
      condition: 'Average',
      neighborhood,
      ...(centre ? { Latitude: centre.latitude, Longitude: centre.longitude } : {}),
    };
    const service = valuationReads(db);
    const first = await service.estimate({ home, drop: [], add: [] });
    if (first.kind !== 'estimate') throw new Error(`The benchmark's home was not estimated: ${first.kind}`);
    const drop = [first.comparables[0]!.id];
    const requestOf = (run: number) => ({ home, drop: run % 2 === 0 ? [] : drop, add: [] });

    const inProcess: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      const started = performance.now();
      await service.estimate(requestOf(run));
      if (run >= WARM_UP) inProcess.push(performance.now() - started);
    }

    const headers = { 'Content-Type': 'application/json', Origin: SITE_URL, ...(await appCheckHeader(SITE_URL)) };
    const overHttp: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      const started = performance.now();
      const response = await fetch(`${SITE_URL}/api/valuations`, { method: 'POST', headers, body: JSON.stringify(requestOf(run)) });
      const answer = (await response.json()) as ValuationAnswer;
      if (response.status !== 200 || answer.kind !== 'estimate') throw new Error(`POST /api/valuations answered ${response.status}`);
      if (run >= WARM_UP) overHttp.push(performance.now() - started);
    }
    const row = (label: string, times: number[]) =>
      console.log(
        `  ${label.padEnd(44)} median ${median(times).toFixed(0).padStart(5)} ms   p95 ${percentile95(times).toFixed(0).padStart(5)} ms`,
      );
    console.log(`  the estimate: ${first.comparables.length} comparables, ${first.fit.sales} sales fitted (${first.fit.method})`);
    row('the service over the emulator', inProcess);
    row('POST /api/valuations through Hosting', overHttp);
  } finally {
    const remover = db.bulkWriter();
    for (const sale of sales) void remover.delete(db.collection(PROPERTIES).doc(sale.id));
    await remover.close();
  }
}
