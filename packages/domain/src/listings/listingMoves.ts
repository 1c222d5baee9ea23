import { isCalendarDate, isStandardStatus, type IsoDate, type ListingLifecycle, type StandardStatus } from './listingLifecycle';

/**
 * The moves of a listing's life (listingLifecycle.ts): which statuses each may go to, the fields
 * each move needs, a price change, and the messages that refuse them. The API applies them and
 * the dashboard offers them; no public page does, so their code stays out of the pages'.
 */

/** A move of a listing to another status, with the fields that status needs. */
export interface ListingMove {
  to: StandardStatus;
  /** The day of the move: OnMarketDate for Active, PurchaseContractDate under contract, CloseDate for Closed. */
  date: IsoDate;
  /** The sale price: required for Closed. */
  closePrice?: number;
}

/** Where each status may go. Closed is the end: only an admin's correction changes a sale. */
export const LISTING_MOVES: Record<StandardStatus, readonly StandardStatus[]> = {
  'Coming Soon': ['Active', 'Withdrawn', 'Canceled'],
  Active: ['Active Under Contract', 'Pending', 'Closed', 'Withdrawn', 'Expired', 'Canceled'],
  'Active Under Contract': ['Active', 'Pending', 'Closed', 'Withdrawn', 'Canceled'],
  Pending: ['Active', 'Closed', 'Canceled'],
  Closed: [],
  Withdrawn: ['Active', 'Expired', 'Canceled'],
  Expired: ['Active', 'Canceled'],
  Canceled: ['Active'],
};

/** Why a move is refused: the API's 400 `message`, and the dashboard's. */
export const LISTING_MOVE_MESSAGES = {
  unknownStatus: (status: string) => `'${status}' is not a listing status`,
  sameStatus: (status: StandardStatus) => `The listing is already ${status}`,
  impossible: (from: StandardStatus, to: StandardStatus) => `A listing cannot go from ${from} to ${to}`,
  closed: 'A sold listing cannot change its status; an admin can correct the sale',
  date: 'The date must be a calendar date (YYYY-MM-DD)',
  beforeListing: (field: string) => `The ${field} cannot be before the listing date`,
  closePrice: 'A sale needs its close price',
  closeBeforeContract: 'The close date cannot be before the purchase contract date',
  price: 'The list price must be a whole number of dollars above zero',
} as const;

const isWholeDollars = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The lifecycle after `move`, or the message that refuses it. */
export function applyListingMove(listing: ListingLifecycle, move: ListingMove): ListingLifecycle | { refused: string } {
  const from = listing.StandardStatus;
  const { to, date } = move;
  if (!isStandardStatus(to)) return { refused: LISTING_MOVE_MESSAGES.unknownStatus(String(to)) };
  if (to === from) return { refused: LISTING_MOVE_MESSAGES.sameStatus(to) };
  if (from === 'Closed') return { refused: LISTING_MOVE_MESSAGES.closed };
  if (!LISTING_MOVES[from].includes(to)) return { refused: LISTING_MOVE_MESSAGES.impossible(from, to) };
  if (!isCalendarDate(date)) return { refused: LISTING_MOVE_MESSAGES.date };

  switch (to) {
    case 'Active':
      if (date < listing.ListingContractDate) return { refused: LISTING_MOVE_MESSAGES.beforeListing('on-market date') };
      // Back on the market after a contract fell through: the first on-market date stands, the contract goes.
      return { ...withoutContract(listing), StandardStatus: to, OnMarketDate: listing.OnMarketDate ?? date };
    case 'Active Under Contract':
    case 'Pending':
      if (date < listing.ListingContractDate) return { refused: LISTING_MOVE_MESSAGES.beforeListing('purchase contract date') };
      return { ...listing, StandardStatus: to, PurchaseContractDate: listing.PurchaseContractDate ?? date };
    case 'Closed': {
      if (!isWholeDollars(move.closePrice)) return { refused: LISTING_MOVE_MESSAGES.closePrice };
      if (date < listing.ListingContractDate) return { refused: LISTING_MOVE_MESSAGES.beforeListing('close date') };
      const contract = listing.PurchaseContractDate ?? date;
      if (date < contract) return { refused: LISTING_MOVE_MESSAGES.closeBeforeContract };
      return { ...listing, StandardStatus: to, PurchaseContractDate: contract, CloseDate: date, ClosePrice: move.closePrice };
    }
    default:
      // Withdrawn, Expired, Canceled: off the market, whatever contract there was is gone.
      return { ...withoutContract(listing), StandardStatus: to };
  }
}

function withoutContract({ PurchaseContractDate: _contract, ...listing }: ListingLifecycle): ListingLifecycle {
  return listing;
}

/** A new list price on `date`, or the message that refuses it. Original list price stays as it was. */
export function applyPriceChange(listing: ListingLifecycle, price: unknown, date: IsoDate): ListingLifecycle | { refused: string } {
  if (!isWholeDollars(price)) return { refused: LISTING_MOVE_MESSAGES.price };
  // An edit that keeps the price is no price change, sold or not (a sale's other fields stay editable).
  if (price === listing.ListPrice) return listing;
  if (listing.StandardStatus === 'Closed') return { refused: LISTING_MOVE_MESSAGES.closed };
  return { ...listing, ListPrice: price, PreviousListPrice: listing.ListPrice, PriceChangeTimestamp: date };
}

/** What makes a lifecycle impossible, or undefined: every correction is checked against it. */
export function lifecycleProblem(listing: ListingLifecycle): string | undefined {
  const dates = { OnMarketDate: 'on-market date', PurchaseContractDate: 'purchase contract date', CloseDate: 'close date' } as const;
  if (!isCalendarDate(listing.ListingContractDate)) return LISTING_MOVE_MESSAGES.date;
  for (const [field, name] of Object.entries(dates) as [keyof typeof dates, string][]) {
    const date = listing[field];
    if (date === undefined) continue;
    if (!isCalendarDate(date)) return LISTING_MOVE_MESSAGES.date;
    if (date < listing.ListingContractDate) return LISTING_MOVE_MESSAGES.beforeListing(name);
  }
  if (!isWholeDollars(listing.ListPrice)) return LISTING_MOVE_MESSAGES.price;
  if (listing.StandardStatus === 'Closed' && (!isWholeDollars(listing.ClosePrice) || !listing.CloseDate))
    return LISTING_MOVE_MESSAGES.closePrice;
  if (listing.CloseDate && listing.PurchaseContractDate && listing.CloseDate < listing.PurchaseContractDate) {
    return LISTING_MOVE_MESSAGES.closeBeforeContract;
  }
  return undefined;
}
