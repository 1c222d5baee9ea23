import {
  activeSince,
  daysOnMarket,
  isCalendarDate,
  LISTING_STATUS_FILTERS,
  STANDARD_STATUSES,
  STATUS_BADGES,
  type ListingLifecycle,
} from '../src/listings/listingLifecycle';
import { applyListingMove, applyPriceChange, LISTING_MOVE_MESSAGES, LISTING_MOVES, type ListingMove } from '../src/listings/listingMoves';

const listed: ListingLifecycle = activeSince('2026-03-02T15:04:05.000Z', 1_250_000);

/** The lifecycle after a move that must be allowed. */
function moved(listing: ListingLifecycle, move: ListingMove) {
  const outcome = applyListingMove(listing, move);
  if ('refused' in outcome) throw new Error(`refused: ${outcome.refused}`);
  return outcome;
}

describe('a listing that predates statuses', () => {
  it('is Active at its price, both list prices, since the day it was added', () => {
    expect(listed).toEqual({
      StandardStatus: 'Active',
      ListPrice: 1_250_000,
      OriginalListPrice: 1_250_000,
      ListingContractDate: '2026-03-02',
      OnMarketDate: '2026-03-02',
    });
  });
});

describe('the statuses', () => {
  it("are the Data Dictionary's, with the public filters and badges", () => {
    expect(STANDARD_STATUSES).toEqual([
      'Coming Soon',
      'Active',
      'Active Under Contract',
      'Pending',
      'Closed',
      'Withdrawn',
      'Expired',
      'Canceled',
    ]);
    expect(LISTING_STATUS_FILTERS['for-sale'].statuses).toEqual(['Coming Soon', 'Active', 'Active Under Contract']);
    expect(LISTING_STATUS_FILTERS['under-contract'].label).toBe('Under contract / pending');
    expect(LISTING_STATUS_FILTERS.sold.statuses).toEqual(['Closed']);
    expect(STATUS_BADGES).toEqual({
      'Coming Soon': 'Coming Soon',
      'Active Under Contract': 'Under Contract',
      Pending: 'Pending',
      Closed: 'Sold',
    });
  });

  it('let nothing leave Closed, and nothing go back to Coming Soon', () => {
    expect(LISTING_MOVES.Closed).toEqual([]);
    for (const status of STANDARD_STATUSES) expect(LISTING_MOVES[status]).not.toContain('Coming Soon');
  });
});

describe('moves', () => {
  it('take a listing through a sale, keeping the first contract date', () => {
    const underContract = moved(listed, { to: 'Active Under Contract', date: '2026-04-10' });
    expect(underContract).toMatchObject({ StandardStatus: 'Active Under Contract', PurchaseContractDate: '2026-04-10' });
    const pending = moved(underContract, { to: 'Pending', date: '2026-04-20' });
    expect(pending.PurchaseContractDate).toBe('2026-04-10');
    const sold = moved(pending, { to: 'Closed', date: '2026-05-15', closePrice: 1_210_000 });
    expect(sold).toMatchObject({ StandardStatus: 'Closed', ClosePrice: 1_210_000, CloseDate: '2026-05-15', ListPrice: 1_250_000 });
  });

  it('put a listing back on the market when its contract falls through, without the contract', () => {
    const underContract = moved(listed, { to: 'Pending', date: '2026-04-10' });
    const back = moved(underContract, { to: 'Active', date: '2026-04-25' });
    expect(back.StandardStatus).toBe('Active');
    expect(back.PurchaseContractDate).toBeUndefined();
    expect(back.OnMarketDate).toBe('2026-03-02');
  });

  it('give a Coming Soon listing its on-market date when it goes Active', () => {
    const comingSoon: ListingLifecycle = {
      StandardStatus: 'Coming Soon',
      ListPrice: 900_000,
      OriginalListPrice: 900_000,
      ListingContractDate: '2026-06-01',
    };
    expect(moved(comingSoon, { to: 'Active', date: '2026-06-15' }).OnMarketDate).toBe('2026-06-15');
  });

  it('refuse a sale without its close price', () => {
    expect(applyListingMove(listed, { to: 'Closed', date: '2026-05-15' })).toEqual({ refused: LISTING_MOVE_MESSAGES.closePrice });
    expect(applyListingMove(listed, { to: 'Closed', date: '2026-05-15', closePrice: 0 })).toEqual({
      refused: LISTING_MOVE_MESSAGES.closePrice,
    });
    expect(applyListingMove(listed, { to: 'Closed', date: '2026-05-15', closePrice: 99.5 })).toEqual({
      refused: LISTING_MOVE_MESSAGES.closePrice,
    });
  });

  it('refuse a close date before the listing date, or before the contract', () => {
    expect(applyListingMove(listed, { to: 'Closed', date: '2026-02-01', closePrice: 1_000_000 })).toEqual({
      refused: 'The close date cannot be before the listing date',
    });
    const underContract = moved(listed, { to: 'Pending', date: '2026-04-10' });
    expect(applyListingMove(underContract, { to: 'Closed', date: '2026-04-01', closePrice: 1_000_000 })).toEqual({
      refused: LISTING_MOVE_MESSAGES.closeBeforeContract,
    });
  });

  it('refuse Coming Soon after Closed, and any move of a sold listing', () => {
    const sold = moved(listed, { to: 'Closed', date: '2026-05-15', closePrice: 1_210_000 });
    expect(applyListingMove(sold, { to: 'Coming Soon', date: '2026-06-01' })).toEqual({ refused: LISTING_MOVE_MESSAGES.closed });
    expect(applyListingMove(sold, { to: 'Active', date: '2026-06-01' })).toEqual({ refused: LISTING_MOVE_MESSAGES.closed });
  });

  it('refuse moves the statuses do not allow, naming both', () => {
    expect(applyListingMove(listed, { to: 'Coming Soon', date: '2026-04-01' })).toEqual({
      refused: 'A listing cannot go from Active to Coming Soon',
    });
    expect(applyListingMove(listed, { to: 'Active', date: '2026-04-01' })).toEqual({ refused: 'The listing is already Active' });
    expect(applyListingMove(listed, { to: 'Sold' as never, date: '2026-04-01' })).toEqual({ refused: "'Sold' is not a listing status" });
  });

  it('refuse a date that is not a calendar day', () => {
    expect(applyListingMove(listed, { to: 'Pending', date: '2026-02-30' })).toEqual({ refused: LISTING_MOVE_MESSAGES.date });
    expect(applyListingMove(listed, { to: 'Pending', date: '04/10/2026' })).toEqual({ refused: LISTING_MOVE_MESSAGES.date });
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-03-01T09:00:00Z')).toBe(false);
  });

  it('take a listing off the market, forgetting a contract', () => {
    const underContract = moved(listed, { to: 'Active Under Contract', date: '2026-04-10' });
    const canceled = moved(underContract, { to: 'Canceled', date: '2026-04-12' });
    expect(canceled.StandardStatus).toBe('Canceled');
    expect(canceled.PurchaseContractDate).toBeUndefined();
  });
});

describe('price changes', () => {
  it('change the list price and keep the original', () => {
    const cut = applyPriceChange(listed, 1_175_000, '2026-04-01');
    expect(cut).toMatchObject({ ListPrice: 1_175_000, OriginalListPrice: 1_250_000 });
  });

  it('refuse a price that is not whole dollars above zero, and any change to a sale', () => {
    for (const price of [0, -5, 10.5, '900000', Number.NaN])
      expect(applyPriceChange(listed, price, '2026-04-01')).toEqual({ refused: LISTING_MOVE_MESSAGES.price });
    const sold = moved(listed, { to: 'Closed', date: '2026-05-15', closePrice: 1_210_000 });
    expect(applyPriceChange(sold, 1_100_000, '2026-04-01')).toEqual({ refused: LISTING_MOVE_MESSAGES.closed });
  });
});

describe('days on market', () => {
  it('count from the on-market date to today while for sale', () => {
    expect(daysOnMarket(listed, '2026-03-12')).toBe(10);
  });

  it('stop at the accepted contract, and stay there once sold', () => {
    const underContract = moved(listed, { to: 'Pending', date: '2026-04-01' });
    expect(daysOnMarket(underContract, '2026-11-25')).toBe(30);
    const sold = moved(underContract, { to: 'Closed', date: '2026-05-01', closePrice: 1_200_000 });
    expect(daysOnMarket(sold, '2026-11-25')).toBe(30);
  });

  it('are 0 before the listing goes on the market', () => {
    expect(
      daysOnMarket({ StandardStatus: 'Coming Soon', ListPrice: 1, OriginalListPrice: 1, ListingContractDate: '2026-06-01' }, '2026-06-20'),
    ).toBe(0);
  });

  it('count across a change of daylight saving time as whole days', () => {
    const march = activeSince('2026-03-01T12:00:00.000Z', 500_000);
    expect(daysOnMarket(march, '2026-03-15')).toBe(14);
  });
});
