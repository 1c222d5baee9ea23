import {
  estimateValue,
  VALUATION_RULES,
  VALUATION_TEXTS,
  type ValuationEstimate,
  type ValuationOutcome,
  type ValuationSale,
} from '../../src';
import { AS_OF, closedSale, EXAMPLE_HOME, EXAMPLE_SALES, northOf } from './valuationFixtures';

function estimated(outcome: ValuationOutcome): ValuationEstimate {
  if (outcome.kind !== 'estimate') throw new Error(`no estimate: ${outcome.kind}`);
  return outcome;
}

const example = (options: { drop?: string[]; add?: string[] } = {}) =>
  estimated(estimateValue(EXAMPLE_HOME, EXAMPLE_SALES, { asOf: AS_OF, ...options }));

/** `count` sales like the home, each `km` away (alternately north and south), closed on the day before `AS_OF`, priced around $1,000,000. */
const alike = (count: number, km: number): ValuationSale[] =>
  Array.from({ length: count }, (_, i) =>
    closedSale(`L${i}`, {
      ClosePrice: 1_000_000 + (i % 2 === 0 ? 50_000 : -50_000),
      CloseDate: '2026-02-28',
      ...northOf(i % 2 === 0 ? km : -km),
    }),
  );
const HOME_AVERAGE = { ...EXAMPLE_HOME, condition: 'Average' as const };

describe('the worked example of docs/product/valuation.md', () => {
  it('fits the market’s rates over the 15 sales it fits best', () => {
    const { fit } = example();
    expect(fit).toMatchObject({ method: 'regression', sales: 15, byAge: true, clamped: [] });
    expect(fit.perSquareFoot).toBeCloseTo(199.01, 2);
    expect(fit.perBedroom).toBeCloseTo(15_849.93, 2);
    expect(fit.perBathroom).toBeCloseTo(25_352.19, 2);
    expect(fit.perYearOfAge).toBeCloseTo(-1_002.87, 2);
  });

  it('adjusts each comparable to the home and weighs it', () => {
    const rows = example().comparables.map(({ sale, ring, adjustments, adjustedPrice, weight, share }) => [
      sale.id,
      ring,
      adjustments,
      adjustedPrice,
      Number(weight.toFixed(4)),
      Number(share.toFixed(4)),
    ]);
    expect(rows).toEqual([
      ['A', 0, { squareFeet: 39_801, bedrooms: 0, bathrooms: 0, age: 5_014, condition: 37_393 }, 972_208, 0.4278, 0.3771],
      ['B', 0, { squareFeet: -39_801, bedrooms: -15_850, bathrooms: -12_676, age: -5_014, condition: 37_466 }, 974_125, 0.2246, 0.198],
      ['C', 0, { squareFeet: 0, bedrooms: 15_850, bathrooms: 12_676, age: 0, condition: 36_341 }, 944_867, 0.1645, 0.145],
      ['D', 0, { squareFeet: 79_603, bedrooms: 0, bathrooms: 25_352, age: 20_057, condition: 35_400 }, 920_412, 0.0632, 0.0557],
      ['E', 2, { squareFeet: -19_901, bedrooms: 0, bathrooms: 0, age: -10_029, condition: 36_003 }, 936_073, 0.2545, 0.2243],
    ]);
  });

  it('values the home at $958,000, from $754,000 to $1,161,000, with medium confidence', () => {
    const { value, low, high, confidence, halfWidthShare, others, refused } = example();
    expect({ value, low, high, confidence }).toEqual({ value: 958_000, low: 754_000, high: 1_161_000, confidence: 'Medium' });
    expect(halfWidthShare).toBeCloseTo(0.2123, 4);
    expect(others).toEqual([]);
    expect(refused).toEqual([]);
  });

  it('moves the range when a comparable is dropped, and back when it is added again', () => {
    const dropped = example({ drop: ['A'] });
    expect(dropped.comparables.map(({ sale }) => sale.id)).toEqual(['B', 'C', 'D', 'E']);
    expect({ value: dropped.value, low: dropped.low, high: dropped.high, confidence: dropped.confidence }).toEqual({
      value: 949_000,
      low: 738_000,
      high: 1_159_000,
      confidence: 'Medium',
    });
    expect(dropped.others.map(({ sale }) => sale.id)).toEqual(['A']);
    expect(example({ drop: ['A'], add: ['A'] }).value).toBe(958_000);
  });
});

describe('the estimate', () => {
  it('narrows with more comparables, and with closer ones', () => {
    const width = (sales: ValuationSale[]) => {
      const { low, high } = estimated(estimateValue(HOME_AVERAGE, sales, { asOf: AS_OF }));
      return high - low;
    };
    expect(width(alike(6, 0.5))).toBeLessThan(width(alike(4, 0.5)));
    expect(width(alike(4, 0.5))).toBeLessThan(width(alike(3, 0.5)));
    expect(width(alike(4, 0.2))).toBeLessThan(width(alike(4, 1)));
  });

  it('widens with more scattered comparables, and labels its confidence by the width', () => {
    const tight = estimated(estimateValue(HOME_AVERAGE, alike(6, 0.1), { asOf: AS_OF }));
    const scattered = alike(6, 0.1).map((sale, i) => ({ ...sale, ClosePrice: 1_000_000 + (i % 2 === 0 ? 400_000 : -400_000) }));
    const loose = estimated(estimateValue(HOME_AVERAGE, scattered, { asOf: AS_OF }));
    expect(loose.halfWidthShare).toBeGreaterThan(tight.halfWidthShare);
    expect([tight.confidence, loose.confidence]).toEqual(['High', 'Low']);
    expect(VALUATION_TEXTS.confidence[loose.confidence]).toBe('Low confidence');
  });

  it('uses at most the maximum, the nearest ring first and the best weighted within it, and offers the rest', () => {
    const sales = [...alike(8, 0.3), closedSale('elsewhere', { neighborhood: 'Oakley', CloseDate: '2026-02-28', ...northOf(0.1) })];
    const { comparables, others } = estimated(estimateValue(HOME_AVERAGE, sales, { asOf: AS_OF }));
    expect(comparables).toHaveLength(VALUATION_RULES.maxComparables);
    expect(comparables.every(({ ring }) => ring === 0)).toBe(true);
    expect(others.map(({ sale }) => sale.id)).toContain('elsewhere');
    const weights = comparables.map(({ weight }) => weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('adds a candidate asked for, and refuses one the rules leave out or the maximum leaves no room for', () => {
    const sales = [...alike(7, 0.3), closedSale('old', { CloseDate: '2024-01-01' })];
    const refused = estimated(estimateValue(HOME_AVERAGE, sales, { asOf: AS_OF, add: ['old', 'L6', 'nobody'] })).refused;
    expect(refused).toEqual([
      { id: 'old', reason: 'notCandidate' },
      { id: 'L6', reason: 'full' },
      { id: 'nobody', reason: 'notCandidate' },
    ]);
    const room = estimated(estimateValue(HOME_AVERAGE, sales, { asOf: AS_OF, drop: ['L0'], add: ['L6'] }));
    expect(room.comparables.map(({ sale }) => sale.id).sort()).toEqual(['L1', 'L2', 'L3', 'L4', 'L5', 'L6']);
  });

  it('gives no estimate below the minimum of comparables, found or left after drops', () => {
    expect(estimateValue(HOME_AVERAGE, alike(2, 0.5), { asOf: AS_OF })).toEqual({
      kind: 'tooFew',
      found: 2,
      minimum: VALUATION_RULES.minComparables,
      refused: [],
    });
    expect(estimateValue(HOME_AVERAGE, alike(3, 0.5), { asOf: AS_OF, drop: ['L1'] })).toMatchObject({ kind: 'tooFew', found: 2 });
    expect(estimateValue(HOME_AVERAGE, [], { asOf: AS_OF })).toMatchObject({ kind: 'tooFew', found: 0 });
  });

  it('never estimates a listing whose seller opted out, and never shows an opted-out sale as a comparable', () => {
    expect(estimateValue(EXAMPLE_HOME, EXAMPLE_SALES, { asOf: AS_OF, listing: { InternetAutomatedValuationDisplayYN: false } })).toEqual({
      kind: 'optedOut',
    });
    expect(estimateValue(EXAMPLE_HOME, EXAMPLE_SALES, { asOf: AS_OF, listing: {} }).kind).toBe('estimate');
    const { comparables, others, refused } = example({ add: ['optedOut'] });
    expect([...comparables, ...others].map(({ sale }) => sale.id)).not.toContain('optedOut');
    expect(refused).toEqual([{ id: 'optedOut', reason: 'notCandidate' }]);
  });

  it('moves the value by the condition’s steps from Average', () => {
    const average = estimated(estimateValue(HOME_AVERAGE, alike(6, 0.5), { asOf: AS_OF }));
    const excellent = estimated(estimateValue({ ...HOME_AVERAGE, condition: 'Excellent' }, alike(6, 0.5), { asOf: AS_OF }));
    expect(excellent.value).toBe(Math.round((average.value * (1 + 2 * VALUATION_RULES.conditionStep)) / 1_000) * 1_000);
  });
});
