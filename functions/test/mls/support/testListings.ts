import { DEFAULT_ORIGINATING_SYSTEM, DEFAULT_SEED, generateListings, type PropertyRecord } from '../../../../scripts/localMls';
import { TEST_NOW } from '../../../../scripts/localMls/testSupport';

/**
 * `count` listings of the local MLS's data set, each with `photos` photos: none unless said, since
 * every photo goes through the uploads' pipeline (web sizes, formats), which takes a while.
 */
export const testListings = (count: number, photos = 0): PropertyRecord[] =>
  Array.from(
    generateListings(count, { seed: DEFAULT_SEED, originatingSystemName: DEFAULT_ORIGINATING_SYSTEM, asOf: TEST_NOW }),
    (record) => ({
      ...record,
      PhotosCount: photos,
    }),
  );

/** The records in the feed's order: oldest change first, then by ListingKey. */
export const inFeedOrder = (records: PropertyRecord[]): PropertyRecord[] =>
  [...records].sort((a, b) => a.ModificationTimestamp.localeCompare(b.ModificationTimestamp) || a.ListingKey.localeCompare(b.ListingKey));

/** The ListingKeys of records, sorted: what the replica's keys are compared with. */
export const keysOf = (records: readonly PropertyRecord[]): string[] => records.map((record) => record.ListingKey).sort();
