import { isIsoDate } from '../agencyTime/isoDate';

/**
 * A listing's life in the RESO Data Dictionary's words: its StandardStatus, the dates and prices
 * each move needs, which moves are possible, and days on market. One source for the API (which
 * refuses an impossible move with these messages), the dashboard (which offers the possible ones)
 * and the pages (badges, filters, "Sold for").
 */

/** RESO Data Dictionary `StandardStatus` values a listing of the agency can have. */
export const STANDARD_STATUSES = [
  'Coming Soon',
  'Active',
  'Active Under Contract',
  'Pending',
  'Closed',
  'Withdrawn',
  'Expired',
  'Canceled',
] as const;
export type StandardStatus = (typeof STANDARD_STATUSES)[number];

export const isStandardStatus = (value: unknown): value is StandardStatus =>
  typeof value === 'string' && (STANDARD_STATUSES as readonly string[]).includes(value);

/** The public status filter of /properties, and the statuses each choice shows. */
export const LISTING_STATUS_FILTERS = {
  'for-sale': { label: 'For sale', statuses: ['Coming Soon', 'Active', 'Active Under Contract'] },
  'under-contract': { label: 'Under contract / pending', statuses: ['Active Under Contract', 'Pending'] },
  sold: { label: 'Sold', statuses: ['Closed'] },
} as const satisfies Record<string, { label: string; statuses: readonly StandardStatus[] }>;
export type ListingStatusFilter = keyof typeof LISTING_STATUS_FILTERS;

/** The status filter's choices only admins may use (the dashboard's listings): off the market, and everything. */
export const STAFF_STATUS_FILTERS = {
  'off-market': { label: 'Off the market', statuses: ['Withdrawn', 'Expired', 'Canceled'] },
  all: { label: 'All statuses', statuses: STANDARD_STATUSES },
} as const satisfies Record<string, { label: string; statuses: readonly StandardStatus[] }>;
export type StaffStatusFilter = keyof typeof STAFF_STATUS_FILTERS;

export const DEFAULT_STATUS_FILTER: ListingStatusFilter = 'for-sale';

/** The statuses a status filter lists. */
export const statusesOf = (filter: ListingStatusFilter | StaffStatusFilter): readonly StandardStatus[] =>
  (filter in STAFF_STATUS_FILTERS
    ? STAFF_STATUS_FILTERS[filter as StaffStatusFilter]
    : LISTING_STATUS_FILTERS[filter as ListingStatusFilter]
  ).statuses;

export const isStaffStatusFilter = (value: unknown): value is StaffStatusFilter =>
  typeof value === 'string' && Object.hasOwn(STAFF_STATUS_FILTERS, value);

/** Statuses the public sees at all: the others (withdrawn, expired, canceled) are off the site. */
export const PUBLIC_STATUSES: readonly StandardStatus[] = ['Coming Soon', 'Active', 'Active Under Contract', 'Pending', 'Closed'];

/** The badge a card and the detail page carry; an active listing carries none. */
export const STATUS_BADGES: Partial<Record<StandardStatus, string>> = {
  'Coming Soon': 'Coming Soon',
  'Active Under Contract': 'Under Contract',
  Pending: 'Pending',
  Closed: 'Sold',
};

/** A calendar date, as RESO's Date fields hold it: YYYY-MM-DD. */
export type IsoDate = string;

/** A real calendar day written YYYY-MM-DD (not 2026-02-30, and no time of day). */
export const isCalendarDate = (value: unknown): value is IsoDate =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isIsoDate(value);

/** The lifecycle fields of a listing, by their Data Dictionary names. */
export interface ListingLifecycle {
  StandardStatus: StandardStatus;
  ListPrice: number;
  OriginalListPrice: number;
  ClosePrice?: number;
  /** When the agency signed the listing agreement. */
  ListingContractDate: IsoDate;
  /** When it went on the market (Active); none while Coming Soon. */
  OnMarketDate?: IsoDate;
  /** When a buyer's offer was accepted. */
  PurchaseContractDate?: IsoDate;
  CloseDate?: IsoDate;
  /** The list price before the last change, and the day of that change ("Price reduced $X"). */
  PreviousListPrice?: number;
  PriceChangeTimestamp?: IsoDate;
}

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

/** The cut a card shows ("Price reduced $X" on a day), while the listing is for sale after one. */
export function priceReduction(
  listing: Pick<ListingLifecycle, 'PreviousListPrice' | 'PriceChangeTimestamp' | 'ListPrice' | 'StandardStatus'>,
): { amount: number; date: IsoDate } | undefined {
  const { PreviousListPrice: previous, PriceChangeTimestamp: date, ListPrice, StandardStatus } = listing;
  if (previous === undefined || date === undefined || previous <= ListPrice) return undefined;
  return StandardStatus === 'Closed' ? undefined : { amount: previous - ListPrice, date };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (date: IsoDate) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * Days on market as agents count them: from the on-market date to the day a buyer's contract was
 * accepted (a sale has one), else to `today`; 0 before it goes on the market.
 */
export function daysOnMarket(listing: ListingLifecycle, today: IsoDate): number {
  if (!listing.OnMarketDate) return 0;
  const until = listing.PurchaseContractDate ?? today;
  return Math.max(0, Math.round(dayNumber(until) - dayNumber(listing.OnMarketDate)));
}

/** The lifecycle a listing that predates statuses starts with: active at its price since it was added. */
export function activeSince(createdAt: string, price: number): ListingLifecycle {
  const date = createdAt.slice(0, 10);
  return { StandardStatus: 'Active', ListPrice: price, OriginalListPrice: price, ListingContractDate: date, OnMarketDate: date };
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

/** Whether the public may see a listing at all (not withdrawn, expired or canceled). */
export const isListingVisible = (status: StandardStatus): boolean => PUBLIC_STATUSES.includes(status);

/** Whether a visitor may ask to see the home: on the market, under contract included (backup offers); not Coming Soon. */
export const isShowable = (status: StandardStatus): boolean => status === 'Active' || status === 'Active Under Contract';
