import { createHash } from 'node:crypto';

/** A ListingKey used as it is in a document id: plain characters, short. */
const PLAIN_KEY = /^[A-Za-z0-9._~-]{1,200}$/;

/**
 * The mlsListings document of a source's record: `${sourceId}_${ListingKey}`, or, for a key with
 * characters Firestore refuses (a slash) or too long, the key's SHA-256 after `#`, which no plain key has.
 */
export const mlsListingId = (sourceId: string, listingKey: string) =>
  PLAIN_KEY.test(listingKey)
    ? `${sourceId}_${listingKey}`
    : `${sourceId}_#${createHash('sha256').update(listingKey).digest('hex').slice(0, 40)}`;
