/** Listings: their search and paged list, lifecycle and history, and the checks on their images. What other modules and the composition root may use of it. */
export { listingReads, listingService, type ListingAgents, type ListingReads, type ListingService } from './listingService';
export { listingsRouter } from './listingsRouter';
export { parseListingQuery, parseListingMapQuery, listingCursor } from './listingQuery';
export { firestoreMapCellStore, MAP_CELL_CHANGES, type MapCellStore } from './mapCellStore';
export { MAP_CELLS } from './mapCellEntry';
export {
  firestoreListingRepository,
  listingData,
  type ListingWrite,
  PROPERTIES,
  listingFromData,
  type ListingRepository,
} from './listingRepository';
export { listingSearchTerms, searchWords } from './listingSearch';
export { listingGeohash } from './listingGeohash';
export { geohashRangeQueries, readListingsOnce } from './listingReadsOnce';
export { firestoreListingGateRepository, type ListingGateRepository, SITE_STATE } from './listingGateRepository';
export { LISTING_HISTORY, lifecycleData, listingJournal } from './listingRecord';
export { replayListing, type ListingStep } from './listingReplay';
export { completeLegacyListings } from './listingBackfill';
