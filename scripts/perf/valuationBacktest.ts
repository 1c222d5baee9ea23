import { performance } from 'node:perf_hooks';
import { FieldValue } from 'firebase-admin/firestore';
import { estimateValue, isComparableSale, VALUED_PROPERTY_TYPES, type ValuationSale, type ValuationSubject } from '@estate/domain';
import { mlsProjection, mlsRecord } from '../../functions/src/seeding';
import { DEFAULT_ORIGINATING_SYSTEM, DEFAULT_SEED, generateListings } from '../localMls';
import { median } from './timedRequests';

/** The local MLS's data set the back-test values the sales of: four times its default, for sales enough. */
const LISTINGS = 20_000;
/** The data set's moment: fixed, so every run values the same sales. */
const AS_OF = new Date('2026-11-01T12:00:00Z');
const SOURCE = { id: 'localmls', name: 'Local MLS', soldDisplay: 'shown' as const };
/** A neighbourhood's sales for the timing: the valuation answers within 500 ms over this many (docs/performance.md). */
const TIMED_SALES = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One of the local MLS's records as the site's sales hold it: the projection `properties` stores (YearBuilt, LotSizeAcres and the opt-out included). */
function saleOf(raw: Record<string, unknown>): ValuationSale | undefined {
  const record = mlsRecord(SOURCE.id, raw);
  if ('invalid' in record) return undefined;
  const projected = mlsProjection(record.id, record.fields, SOURCE, { firstLoad: false });
  if (!('data' in projected)) return undefined;
  // A field the projection deletes (a sentinel) is a field the listing lacks.
  const data = Object.fromEntries(Object.entries(projected.data).filter(([, value]) => !(value instanceof FieldValue)));
  return { ...(data as ValuationSale), id: record.id, images: [], ClosePrice: data.ClosePrice as number | undefined };
}

/** A sold home as its owner would describe it the day before it closed: its facts, Average condition. */
function subjectOf(sale: ValuationSale): ValuationSubject | undefined {
  const propertyType = VALUED_PROPERTY_TYPES.find((type) => type === sale.propertyType);
  if (!propertyType) return undefined;
  return {
    propertyType,
    bedrooms: sale.bedrooms,
    bathrooms: sale.bathrooms,
    squareFeet: sale.squareFeet,
    condition: 'Average',
    ...(sale.neighborhood ? { neighborhood: sale.neighborhood } : {}),
    ...(sale.Latitude !== undefined && sale.Longitude !== undefined ? { Latitude: sale.Latitude, Longitude: sale.Longitude } : {}),
    ...(sale.YearBuilt !== undefined ? { YearBuilt: sale.YearBuilt } : {}),
    ...(sale.LotSizeAcres !== undefined ? { LotSizeAcres: sale.LotSizeAcres } : {}),
  };
}

/** The comparable sales among the local MLS's first `listings` listings. */
const salesOf = (listings: number) =>
  [...generateListings(listings, { seed: DEFAULT_SEED, originatingSystemName: DEFAULT_ORIGINATING_SYSTEM, asOf: AS_OF })]
    .map((record) => saleOf(record as unknown as Record<string, unknown>))
    .filter((sale): sale is ValuationSale => sale !== undefined && isComparableSale(sale));

const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/**
 * docs/performance.md#valuation: the estimate (docs/product/valuation.md) over the local MLS's
 * sales, in this process. Each closed sale is valued as of the day before it closed, from the
 * other sales closed before that day (never itself): the median absolute error against its price,
 * how often the price fell inside the range, by confidence, and how often there was no estimate.
 * Then the estimate's own time for a home in the neighbourhood with the most sales, over 500 of them.
 */
export function measureValuationBacktest(): void {
  const started = performance.now();
  const sales = salesOf(LISTINGS);
  const errors: number[] = [];
  const byConfidence = new Map<string, { valued: number; inside: number }>();
  let tooFew = 0;
  for (const sale of sales) {
    const subject = subjectOf(sale);
    if (!subject) continue;
    const asOf = dayBefore(sale.CloseDate!);
    const outcome = estimateValue(subject, sales, { asOf });
    if (outcome.kind !== 'estimate') {
      tooFew += 1;
      continue;
    }
    const price = sale.ClosePrice!;
    errors.push(Math.abs(outcome.value - price) / price);
    const tally = byConfidence.get(outcome.confidence) ?? { valued: 0, inside: 0 };
    tally.valued += 1;
    if (price >= outcome.low && price <= outcome.high) tally.inside += 1;
    byConfidence.set(outcome.confidence, tally);
  }
  const valued = errors.length;
  const inside = [...byConfidence.values()].reduce((sum, tally) => sum + tally.inside, 0);
  console.log(`\nThe valuation's back-test: ${sales.length} closed sales of the local MLS's ${LISTINGS.toLocaleString('en-US')} listings`);
  console.log(`  valued                          ${valued} (${tooFew} with too few comparables: no estimate)`);
  console.log(`  median absolute error           ${percent(median(errors))}`);
  console.log(`  the price inside the range      ${percent(inside / valued)}`);
  for (const [confidence, tally] of byConfidence)
    console.log(`    ${confidence.padEnd(28)}  ${tally.valued} valued, ${percent(tally.inside / tally.valued)} inside`);

  // The estimate's time alone (no Firestore read) over 500 sales of one neighbourhood: the
  // neighbourhood with the most, read from a data set large enough to hold 500 of them.
  const counts = new Map<string, number>();
  for (const sale of sales) if (sale.neighborhood) counts.set(sale.neighborhood, (counts.get(sale.neighborhood) ?? 0) + 1);
  const [hood, found] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  const larger = Math.ceil(((LISTINGS * TIMED_SALES) / found) * 1.1);
  const market = salesOf(larger)
    .filter((sale) => sale.neighborhood === hood)
    .slice(0, TIMED_SALES);
  const home = subjectOf(market[0]!)!;
  const asOf = market
    .map((sale) => sale.CloseDate!)
    .sort()
    .at(-1)!;
  const outcome = estimateValue(home, market, { asOf });
  const times = Array.from({ length: 20 }, () => {
    const start = performance.now();
    estimateValue(home, market, { asOf });
    return performance.now() - start;
  });
  const used =
    outcome.kind === 'estimate' ? `${outcome.comparables.length} comparables of ${outcome.fit.sales} sales fitted` : outcome.kind;
  console.log(
    `  one estimate over ${market.length} sales in ${hood} (${used}): median ${median(times).toFixed(1)} ms, slowest ${Math.max(...times).toFixed(1)} ms`,
  );
  console.log(`  the whole back-test             ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
