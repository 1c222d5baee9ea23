import { fitAdjustments, leastSquares, VALUATION_RULES, type ClosedSale } from '../../src';
import { closedSale } from './valuationFixtures';

/** A fixed sequence in [0, 1): the same market on every run. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const TRUE_RATES = { perSquareFoot: 180, perBedroom: 12_000, perBathroom: 22_000, perYearOfAge: -900 };

/** `count` sales priced by the true rates, each off by up to ±`noise` of its price. */
function syntheticMarket(count: number, noise: number, fields: (index: number) => Partial<ClosedSale> = () => ({})): ClosedSale[] {
  const next = sequence(7);
  return Array.from({ length: count }, (_, index) => {
    const squareFeet = 1_500 + Math.round(next() * 3_000);
    const bedrooms = 2 + Math.floor(next() * 4);
    const bathrooms = 1 + Math.floor(next() * 8) / 2;
    const YearBuilt = 1900 + Math.floor(next() * 120);
    const exact =
      100_000 +
      TRUE_RATES.perSquareFoot * squareFeet +
      TRUE_RATES.perBedroom * bedrooms +
      TRUE_RATES.perBathroom * bathrooms +
      TRUE_RATES.perYearOfAge * (2026 - YearBuilt);
    const ClosePrice = Math.round(exact * (1 + noise * (2 * next() - 1)));
    return closedSale(`S${index}`, { squareFeet, bedrooms, bathrooms, YearBuilt, ClosePrice, ...fields(index) }) as ClosedSale;
  });
}

describe('least squares', () => {
  it('finds the slopes of an exact line, whatever its intercept', () => {
    const x1 = [1, 2, 3, 4, 5, 6];
    const x2 = [2, 1, 4, 3, 6, 5];
    const y = x1.map((value, i) => 1_000 + 3 * value - 2 * x2[i]!);
    expect(leastSquares([x1, x2], y)!.map((slope) => Number(slope.toFixed(9)))).toEqual([3, -2]);
  });

  it('answers null when a column is a mix of the others, or there are no more rows than columns', () => {
    expect(
      leastSquares(
        [
          [1, 2, 3, 4],
          [2, 4, 6, 8],
        ],
        [1, 2, 3, 5],
      ),
    ).toBeNull();
    expect(leastSquares([[1]], [1])).toBeNull();
  });
});

describe('the adjustments’ fit', () => {
  it('recovers the rates a market was priced by, within 10% each, through noise of ±3% of each price', () => {
    const fit = fitAdjustments(syntheticMarket(200, 0.03), true);
    expect(fit).toMatchObject({ method: 'regression', byAge: true, clamped: [] });
    const errors = Object.entries(TRUE_RATES).map(([rate, truth]) => Math.abs(fit[rate as keyof typeof TRUE_RATES] / truth - 1));
    expect(Math.max(...errors)).toBeLessThan(0.1);
  });

  it('leaves the sales it fits worst out of its second pass, and recovers the rates despite them', () => {
    const market = syntheticMarket(60, 0.01, (index) => (index % 15 === 0 ? { ClosePrice: 3_000_000 } : {}));
    const fit = fitAdjustments(market, true);
    expect(fit.sales).toBeLessThanOrEqual(56);
    expect(Math.abs(fit.perSquareFoot / TRUE_RATES.perSquareFoot - 1)).toBeLessThan(0.05);
  });

  it('fits no age when the home states no year built, or too few sales do', () => {
    expect(fitAdjustments(syntheticMarket(100, 0.02), false)).toMatchObject({ byAge: false, perYearOfAge: 0 });
    const undated = syntheticMarket(100, 0.02, (index) => (index % 2 === 0 ? { YearBuilt: undefined } : {}));
    expect(undated.filter((sale) => sale.YearBuilt !== undefined).length / undated.length).toBeLessThan(VALUATION_RULES.minYearBuiltShare);
    expect(fitAdjustments(undated, true)).toMatchObject({ method: 'regression', byAge: false, perYearOfAge: 0 });
  });

  it('holds a rate beyond its bounds at the bound, and says so', () => {
    // Bedrooms that cost: more of them in the same area sell for less.
    const market = syntheticMarket(80, 0.01).map((sale) => ({ ...sale, ClosePrice: sale.ClosePrice - 40_000 * sale.bedrooms }));
    const fit = fitAdjustments(market, true);
    expect(fit.clamped).toEqual(['perBedroom']);
    expect(fit.perBedroom).toBe(VALUATION_RULES.bounds.perBedroom[0]);
  });

  it('falls back to the median price per square foot below the fit’s minimum of sales, or when the rates cannot be told apart', () => {
    const few = syntheticMarket(VALUATION_RULES.minFitSales - 1, 0.02);
    const perFoot = few.map((sale) => sale.ClosePrice / sale.squareFeet).sort((a, b) => a - b)[Math.floor(few.length / 2)]!;
    expect(fitAdjustments(few, true)).toEqual({
      method: 'fallback',
      sales: few.length,
      byAge: false,
      clamped: [],
      perSquareFoot: perFoot,
      perBedroom: 0,
      perBathroom: 0,
      perYearOfAge: 0,
    });
    const alike = syntheticMarket(40, 0.02).map((sale) => ({ ...sale, bedrooms: 3, bathrooms: 2 }));
    expect(fitAdjustments(alike, true).method).toBe('fallback');
  });
});
