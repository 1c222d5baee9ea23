/**
 * What a write of a listing is worth an alert for: it came on the market, its price was cut, its
 * status changed. Each change names its reason and detail, which, with the listing and the client,
 * make the alert's identity: the same change is never sent twice, however often it is seen.
 */
import { isListingVisible, type StandardStatus } from '../listings/listingLifecycle';
import type { AlertReason } from './savedSearch';
import { matchesFilters, matchesSearch, statusFilterTakes, type AlertListing, type SearchCriteria } from './searchMatching';

export interface ListingChange {
  reason: AlertReason;
  /** The price cut to, or the status moved to; '' for a new listing (which is new once). */
  detail: string;
  /** The listing after the change. */
  listing: AlertListing;
  previousPrice?: number;
  previousStatus?: StandardStatus;
}

/** The statuses a listing comes on the market with. */
export const NEW_LISTING_STATUSES: readonly StandardStatus[] = ['Coming Soon', 'Active'];

/** The reasons a favourite is alerted for: it is already known, so never as new. */
export const FAVOURITE_ALERT_REASONS: readonly AlertReason[] = ['priceCut', 'status'];

/**
 * The changes between two versions of a listing (undefined: it did not exist). A listing that
 * becomes Coming Soon or Active from nothing or from off the market is new; the public must see
 * it afterwards for any alert (a withdrawn listing's page is gone, and an email links to it).
 */
export function listingChanges(before: AlertListing | undefined, after: AlertListing | undefined): ListingChange[] {
  if (!after || !isListingVisible(after.status)) return [];
  // A source's first load brings its whole market at once: what was already for sale is not news.
  if (!before && after.firstLoad) return [];
  if (NEW_LISTING_STATUSES.includes(after.status) && (!before || !isListingVisible(before.status))) {
    return [{ reason: 'new', detail: '', listing: after }];
  }
  if (!before) return [];
  const changes: ListingChange[] = [];
  if (after.price < before.price && after.status !== 'Closed') {
    changes.push({ reason: 'priceCut', detail: String(after.price), listing: after, previousPrice: before.price });
  }
  if (after.status !== before.status) {
    changes.push({ reason: 'status', detail: after.status, listing: after, previousStatus: before.status });
  }
  return changes;
}

/**
 * Whether a saved search is alerted of a change: a new listing or a cut when the search lists it
 * now; a status change when its other filters match and its status filter listed the home before
 * or lists it now (a search for sale hears that a match went pending).
 */
export function searchWantsChange(change: ListingChange, criteria: SearchCriteria): boolean {
  if (change.reason !== 'status') return matchesSearch(change.listing, criteria);
  const { filters } = criteria;
  return (
    matchesFilters(change.listing, criteria) &&
    (statusFilterTakes(filters, change.listing.status) ||
      (change.previousStatus !== undefined && statusFilterTakes(filters, change.previousStatus)))
  );
}
