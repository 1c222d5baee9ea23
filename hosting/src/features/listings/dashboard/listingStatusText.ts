/**
 * docs/product/dashboard.md#properties-tab: the dashboard's words for a listing's statuses and moves. Built
 * from the domain's lifecycle constants (a move's name is the domain's `moveLabel`, as the history
 * names it); the words only the dashboard uses are here.
 */
import {
  LISTING_STATUS_FILTERS,
  STAFF_STATUS_FILTERS,
  STATUS_BADGES,
  type ListingStatusFilter,
  type StaffStatusFilter,
  type StandardStatus,
} from '@estate/domain';

export type PropertyStatusFilter = ListingStatusFilter | StaffStatusFilter;

/** The Properties tab's status filter: the public choices, then the admins' (off the market, all). */
export const PROPERTY_STATUS_FILTER_OPTIONS: { value: PropertyStatusFilter; label: string }[] = [
  ...(Object.entries(LISTING_STATUS_FILTERS) as [ListingStatusFilter, { label: string }][]),
  ...(Object.entries(STAFF_STATUS_FILTERS) as [StaffStatusFilter, { label: string }][]),
].map(([value, { label }]) => ({ value, label }));

/** Admins see every listing unless they choose otherwise: nothing disappears from their table. */
export const DEFAULT_PROPERTY_STATUS_FILTER: PropertyStatusFilter = 'all';

export const isPropertyStatusFilter = (value: unknown): value is PropertyStatusFilter =>
  PROPERTY_STATUS_FILTER_OPTIONS.some((option) => option.value === value);

/** A status as the table shows it: the public badge ('Under Contract', 'Sold'), else the status itself ('Active', 'Withdrawn'). */
export const statusText = (status: StandardStatus): string => STATUS_BADGES[status] ?? status;

/** What a move's date is: the field it sets on the listing. */
export function moveDateLabel(to: StandardStatus | undefined): string {
  switch (to) {
    case 'Active':
      return 'On-market date';
    case 'Active Under Contract':
    case 'Pending':
      return 'Purchase contract date';
    case 'Closed':
      return 'Close date';
    default:
      return 'Date';
  }
}

/** The statuses a new listing may start with (the API refuses others), and their labels in the form. */
export const NEW_LISTING_STATUS_OPTIONS: { value: StandardStatus; label: string }[] = [
  { value: 'Active', label: 'Active' },
  { value: 'Coming Soon', label: 'Coming soon' },
];

/** docs/product/dashboard.md#properties-tab: the help under the Show sold price switch. */
export const SHOW_SOLD_PRICE_HELP = 'Off: the sale counts in the record but its price is not shown';

/** A sold listing's note in place of Change status. */
export const SOLD_NOTE = 'Sold: an admin can correct the sale from its history';
