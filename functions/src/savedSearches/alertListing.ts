import type { DocumentData } from 'firebase-admin/firestore';
import { matchableListing, type AlertListing } from '@estate/domain';
import { listingFromData } from '../listings';

/** A stored listing (a trigger's before or after) as matching reads it; undefined when there was none. */
export function alertListingOf(id: string, data: DocumentData | undefined): AlertListing | undefined {
  if (!data) return undefined;
  const terms: unknown = data.searchTerms;
  return matchableListing(
    listingFromData(id, data),
    Array.isArray(terms) ? terms.filter((term): term is string => typeof term === 'string') : [],
    data.firstLoad === true,
  );
}
