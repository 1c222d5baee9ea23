import { NEIGHBORHOOD_NAMES, type NeighborhoodName } from '../shared/neighborhoods';
import { daysOnMarket, type IsoDate, type ListingLifecycle } from './listingLifecycle';

/**
 * The agency's track record (/sold, each neighborhood page, the market report): sales over the
 * past 12 months, their volume, median sale-to-list ratio and median days on market.
 */

export const SALES_WINDOW_MONTHS = 12;

/** A sold listing as the record reads it. */
export type Sale = ListingLifecycle & { neighborhood?: NeighborhoodName | undefined; showSoldPrice: boolean };

export interface SalesFigures {
  /** Every sale in the window. */
  count: number;
  /**
   * Dollars, over the sales whose price is public: a withheld price must not be readable as the
   * difference between two totals.
   */
  volume: number;
  /** Close price over the final list price, e.g. 0.974; null without a public price. */
  medianSaleToList: number | null;
  medianDaysOnMarket: number | null;
}

export interface SalesRecord {
  /** The window: sales closed on or after `since`, up to `until` (today). */
  since: IsoDate;
  until: IsoDate;
  total: SalesFigures;
  /** Neighborhoods with at least one sale, in the site's order. */
  neighborhoods: ({ neighborhood: NeighborhoodName } & SalesFigures)[];
}

/** The middle value, or the mean of the two middle ones; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The first day of the record's window: the same day `SALES_WINDOW_MONTHS` months before today. */
export function salesWindowStart(today: IsoDate): IsoDate {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year, month - 1 - SALES_WINDOW_MONTHS, day));
  // 29 February a year before a non-leap year rolls to 1 March, which is right: a day later.
  return start.toISOString().slice(0, 10);
}

export function salesFigures(sales: readonly Sale[]): SalesFigures {
  const priced = sales.filter((sale) => sale.showSoldPrice && sale.ClosePrice !== undefined);
  const ratio = median(priced.map((sale) => sale.ClosePrice! / sale.ListPrice));
  const days = median(sales.map((sale) => daysOnMarket(sale, sale.CloseDate!)));
  return {
    count: sales.length,
    volume: priced.reduce((sum, sale) => sum + sale.ClosePrice!, 0),
    medianSaleToList: ratio === null ? null : Math.round(ratio * 1000) / 1000,
    medianDaysOnMarket: days === null ? null : Math.round(days),
  };
}

/** The record over `sales` (any closed listings): those closed in the window, in total and per neighborhood. */
export function salesRecord(sales: readonly Sale[], today: IsoDate): SalesRecord {
  const since = salesWindowStart(today);
  const recent = sales.filter(
    (sale) => sale.StandardStatus === 'Closed' && sale.CloseDate && sale.CloseDate >= since && sale.CloseDate <= today,
  );
  const neighborhoods = NEIGHBORHOOD_NAMES.flatMap((neighborhood) => {
    const here = recent.filter((sale) => sale.neighborhood === neighborhood);
    return here.length > 0 ? [{ neighborhood, ...salesFigures(here) }] : [];
  });
  return { since, until: today, total: salesFigures(recent), neighborhoods };
}
