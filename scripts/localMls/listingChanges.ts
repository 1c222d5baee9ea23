import { askingPrice, roundTo } from './prices';
import { type PropertyRecord } from './propertyRecord';
import { type Random } from './random';
import { resoDate } from './resoTime';

export type ListingChange = Partial<PropertyRecord>;

/** A price cut of 2 to 8 %, as most price changes are (5 % where rounding would leave the price where it was). */
export function priceChange(random: Random, record: PropertyRecord): ListingChange {
  const cut = askingPrice(random, record.ListPrice * (0.92 + random.next() * 0.06));
  return { ListPrice: cut < record.ListPrice ? cut : roundTo(record.ListPrice * 0.95, 100) };
}

/** Whether a listing has a next status: a closed sale has none. */
export const canMoveOn = (record: PropertyRecord): boolean => record.StandardStatus !== 'Closed';

/** The listing's next step on its way to a sale: on the market, under contract, pending, closed. */
export function statusChange(random: Random, record: PropertyRecord, nowMs: number): ListingChange {
  const today = resoDate(nowMs);
  switch (record.StandardStatus) {
    case 'ComingSoon':
      return { StandardStatus: 'Active', OnMarketDate: today };
    case 'Active':
      return { StandardStatus: random.chance(0.4) ? 'ActiveUnderContract' : 'Pending' };
    case 'ActiveUnderContract':
      return { StandardStatus: 'Pending' };
    case 'Pending':
    case 'Closed':
      return { StandardStatus: 'Closed', CloseDate: today, ClosePrice: roundTo(record.ListPrice * (0.95 + random.next() * 0.08), 500) };
  }
}
