/**
 * The market's own price of each difference (docs/product/valuation.md#adjustments): a least-squares
 * fit of the close price on living area, bedrooms, bathrooms and (when known) age over the market's
 * sales, fitted again without the sales it fits worst, each rate held within its bounds; too few
 * sales or rates that cannot be told apart: the fallback, the market's median price per square
 * foot and nothing for the rest.
 */
import { median } from '../listings/salesRecord';
import type { ClosedSale } from './comparableSelection';
import { leastSquares } from './leastSquares';
import { VALUATION_RULES } from './valuationRules';

export interface AdjustmentRates {
  perSquareFoot: number;
  perBedroom: number;
  perBathroom: number;
  /** Dollars per year older (negative when older homes sell for less). */
  perYearOfAge: number;
}
export type AdjustmentRate = keyof AdjustmentRates;

export interface AdjustmentFit extends AdjustmentRates {
  method: 'regression' | 'fallback';
  /** The sales the rates were fitted over (after those fitted worst were left out), or the fallback read. */
  sales: number;
  /** Whether age was fitted: the home states its year built, and enough of the market's sales do. */
  byAge: boolean;
  /** The rates the fit put beyond their bounds, held at them. */
  clamped: AdjustmentRate[];
}

const RATES: readonly AdjustmentRate[] = ['perSquareFoot', 'perBedroom', 'perBathroom', 'perYearOfAge'];

/** 1.4826 × the median absolute residual estimates a normal spread's standard deviation, untroubled by a few wild sales. */
const ROBUST_SD = 1.4826;

const clamp = (rate: AdjustmentRate, value: number) => {
  const [low, high] = VALUATION_RULES.bounds[rate];
  return Math.min(high, Math.max(low, value));
};

/** The columns of the fit, one value per sale: an older home has a smaller YearBuilt, so age is its negative. */
function columnsOf(sales: readonly ClosedSale[], byAge: boolean): number[][] {
  const columns = [sales.map((sale) => sale.squareFeet), sales.map((sale) => sale.bedrooms), sales.map((sale) => sale.bathrooms)];
  return byAge ? [...columns, sales.map((sale) => -sale.YearBuilt!)] : columns;
}

/** Each sale's price less the fitted part of it, centred on zero. */
function residuals(sales: readonly ClosedSale[], columns: readonly number[][], slopes: readonly number[]): number[] {
  const raw = sales.map((sale, i) => sale.ClosePrice - columns.reduce((sum, column, j) => sum + column[i]! * slopes[j]!, 0));
  const mean = raw.reduce((sum, value) => sum + value, 0) / raw.length;
  return raw.map((value) => value - mean);
}

function regression(sales: readonly ClosedSale[], byAge: boolean): { slopes: number[]; sales: number } | null {
  const columns = columnsOf(sales, byAge);
  const slopes = leastSquares(
    columns,
    sales.map((sale) => sale.ClosePrice),
  );
  if (!slopes) return null;
  const spread = residuals(sales, columns, slopes);
  const cut = VALUATION_RULES.outlierResiduals * ROBUST_SD * median(spread.map(Math.abs))!;
  const kept = sales.filter((_, i) => Math.abs(spread[i]!) <= cut);
  if (kept.length === sales.length || kept.length < VALUATION_RULES.minFitSales) return { slopes, sales: sales.length };
  const again = leastSquares(
    columnsOf(kept, byAge),
    kept.map((sale) => sale.ClosePrice),
  );
  return again ? { slopes: again, sales: kept.length } : { slopes, sales: sales.length };
}

/** The rates over `market`, with age when `byYearBuilt` (the home states its year built) and enough sales state theirs. */
export function fitAdjustments(market: readonly ClosedSale[], byYearBuilt: boolean): AdjustmentFit {
  const dated = market.filter((sale) => sale.YearBuilt !== undefined);
  const byAge = byYearBuilt && market.length > 0 && dated.length / market.length >= VALUATION_RULES.minYearBuiltShare;
  const sales = byAge ? dated : market;
  const fitted = sales.length >= VALUATION_RULES.minFitSales ? regression(sales, byAge) : null;
  if (!fitted) {
    const perFoot = median(market.map((sale) => sale.ClosePrice / sale.squareFeet)) ?? 0;
    return {
      method: 'fallback',
      sales: market.length,
      byAge: false,
      clamped: [],
      perSquareFoot: clamp('perSquareFoot', perFoot),
      perBedroom: 0,
      perBathroom: 0,
      perYearOfAge: 0,
    };
  }
  const [perSquareFoot, perBedroom, perBathroom, perYearOfAge = 0] = fitted.slopes as [number, number, number, number?];
  const raw: AdjustmentRates = { perSquareFoot, perBedroom, perBathroom, perYearOfAge };
  const rates = Object.fromEntries(RATES.map((rate) => [rate, clamp(rate, raw[rate])])) as unknown as AdjustmentRates;
  return {
    method: 'regression',
    sales: fitted.sales,
    byAge,
    clamped: RATES.filter((rate) => rates[rate] !== raw[rate]),
    ...rates,
  };
}
