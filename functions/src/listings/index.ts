/** Listings: the properties, their search and paged list, and the checks on their images. What other modules and the composition root may use of it. */
export { listingReads, listingService, type ListingAgents, type ListingReads, type ListingService } from './listingService';
export { propertiesRouter } from './propertiesRouter';
export { parsePropertyQuery, propertyCursor } from './propertyQuery';
export {
  firestorePropertyRepository,
  listingData,
  type ListingWrite,
  PROPERTIES,
  propertyFromData,
  type PropertyRepository,
} from './propertyRepository';
export { propertySearchTerms, searchWords } from './propertySearch';
export { firestoreListingGateRepository, type ListingGateRepository, SITE_STATE } from './listingGateRepository';
export { LISTING_HISTORY } from './listingRecord';
export { replayListing, type ListingStep } from './listingReplay';
export { completeLegacyListings } from './listingBackfill';
