/**
 * Where a listing comes from (docs/product/mls.md#one-search): the agency's own, or an MLS's,
 * replicated. Both are searched together; a visitor may keep to one.
 */
import type { StandardStatus } from './listingLifecycle';

export const LISTING_SOURCES = ['agency', 'mls'] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];

/** The source filter's labels, in the order the select shows them. */
export const LISTING_SOURCE_LABELS: Record<ListingSource, string> = {
  agency: 'Our listings',
  mls: 'MLS listings',
};
export const ALL_SOURCES = 'All listings';

/**
 * The stored `listingSet` of a listing: its source and status in one field, so that the status
 * filter (an `in`) also takes the source filter and no composite index is added for it.
 */
export const listingSetOf = (source: ListingSource, status: StandardStatus): string => `${source}:${status}`;

/** A City as the city filter compares it, whatever the case typed: stored as a listing's `cityKey`, and matched by saved searches. */
export const cityKeyOf = (city: string): string => city.trim().toLowerCase();

/** The listing sets a query asks for: every status listed, from one source or both (at most 2 × 8, under Firestore's 30 values of an `in`). */
export const listingSetsOf = (statuses: readonly StandardStatus[], source?: ListingSource): string[] =>
  (source ? [source] : LISTING_SOURCES).flatMap((each) => statuses.map((status) => listingSetOf(each, status)));
