import { isIsoDate } from '../agencyTime/isoDate';

/**
 * A listing's life in the RESO Data Dictionary's words: its StandardStatus, its dates and prices,
 * the statuses the public sees, and days on market. One source for the API, the dashboard and the
 * pages (badges, filters, "Sold for"); the moves between statuses, which only the API and the
 * dashboard make, are listingMoves.ts.
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

/** Whether the public may see a listing at all (not withdrawn, expired or canceled). */
export const isListingVisible = (status: StandardStatus): boolean => PUBLIC_STATUSES.includes(status);

/** Whether a visitor may ask to see the home: on the market, under contract included (backup offers); not Coming Soon. */
export const isShowable = (status: StandardStatus): boolean => status === 'Active' || status === 'Active Under Contract';
