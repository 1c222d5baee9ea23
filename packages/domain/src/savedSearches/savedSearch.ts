/**
 * docs/product/clients.md#saved-searches-and-alerts: a client's saved search of /properties (its URL's
 * filters, a name, how often its alerts come) and the alerts it and their favourites send.
 */
import type { NeighborhoodName } from '../shared/neighborhoods';
import type { PropertyType } from '../listings/propertyTypes';
import type { ListingStatusFilter } from '../listings/listingLifecycle';
import type { ListingSource } from '../listings/listingSource';
import type { DrawnArea } from '../geo/drawnArea';

/** How often a search's alerts come: each change within minutes, a digest at 7:00 every day or every Monday, or never. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'As it happens',
  daily: 'Daily digest (7:00 AM)',
  weekly: 'Weekly digest (Mondays, 7:00 AM)',
  off: 'No alerts',
};

/** The frequencies that send something, the most urgent first (a change two searches match is sent once, by the first). */
export const SENDING_FREQUENCIES = ['instant', 'daily', 'weekly'] as const satisfies readonly AlertFrequency[];
export type SendingFrequency = (typeof SENDING_FREQUENCIES)[number];

/** Why an alert is sent: a matching listing came on the market, a price was cut, a status changed. */
export const ALERT_REASONS = ['new', 'priceCut', 'status'] as const;
export type AlertReason = (typeof ALERT_REASONS)[number];

export const ALERT_REASON_LABELS: Record<AlertReason, string> = {
  new: 'New listing',
  priceCut: 'Price cut',
  status: 'Status change',
};

/** The most searches one client saves, and the longest name. */
export const SAVED_SEARCHES_MAX = 25;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;

/** Instant alerts leave within this many minutes of the change; digests leave at this hour in Cincinnati. */
export const INSTANT_ALERT_MINUTES = 5;
export const DIGEST_HOUR = 7;
/** The day weekly digests leave (Monday, as Date#getDay counts). */
export const WEEKLY_DIGEST_DAY = 1;

/** The filters of /properties a search keeps: the URL's, without its order or page. */
export interface SavedSearchFilters {
  search?: string;
  neighborhood?: NeighborhoodName;
  city?: string;
  propertyType?: PropertyType;
  minPrice?: number;
  maxPrice?: number;
  bedrooms?: number;
  bathrooms?: number;
  source?: ListingSource;
  status: ListingStatusFilter;
  area?: DrawnArea;
}

/** The filters' query-string parameters, in the order /properties writes them. */
export const SAVED_SEARCH_FILTER_KEYS = [
  'search',
  'neighborhood',
  'city',
  'propertyType',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'bathrooms',
  'source',
  'status',
  'area',
] as const satisfies readonly (keyof SavedSearchFilters)[];

export interface SavedSearch {
  id: string;
  name: string;
  filters: SavedSearchFilters;
  /** The filters as /properties' query string ('' for every listing for sale). */
  query: string;
  frequency: AlertFrequency;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
}

/** One alert recorded for a client: what changed, for which search (none: a favourite), and whether it has left. */
export interface AlertRecord {
  listingId: string;
  reason: AlertReason;
  /**
   * The price cut to, or the status moved to; '' for a new listing. Only on an alert that was sent:
   * one never sent (dropped, say, because the listing turned private) told the client nothing.
   */
  detail?: string;
  /** The saved search that matched, or null for a favourite. */
  searchId: string | null;
  frequency: SendingFrequency;
  state: 'pending' | 'sent' | 'dropped' | 'failed';
  /** ISO 8601. */
  createdAt: string;
  sentAt?: string;
}

export const SAVED_SEARCH_LIMIT_MESSAGE = `You can save up to ${SAVED_SEARCHES_MAX} searches: delete one to save another`;
export const SAVED_SEARCH_NOT_FOUND_MESSAGE = 'Saved search not found';

/** The unsubscribe links' words (GET says what a link would do, POST does it). */
export const UNSUBSCRIBE_INVALID_MESSAGE = 'This unsubscribe link is not valid. Sign in to your account to change your alerts.';
export const UNSUBSCRIBE_MESSAGES = {
  searchPreview: (name: string) => `Stop the alerts of your saved search “${name}”.`,
  searchDone: (name: string) => `You will get no more alerts for your saved search “${name}”.`,
  searchGone: 'This saved search was deleted: it sends no more alerts.',
  allPreview: 'Stop every alert: saved searches and favourites.',
  allDone: 'You will get no more alerts from us. You can turn them back on in your account.',
} as const;

/** What GET /api/alerts/unsubscribe answers: what the link would do, before anything changes. */
export interface UnsubscribePreview {
  scope: 'search' | 'all';
  /** The search's name, when the link is for one that still exists. */
  searchName?: string;
  message: string;
}

/** Where the site confirms an unsubscribe link (the email's link; the one-click header posts to the API). */
export const UNSUBSCRIBE_PATH = '/account/unsubscribe';
export const UNSUBSCRIBE_API_PATH = '/api/alerts/unsubscribe';
