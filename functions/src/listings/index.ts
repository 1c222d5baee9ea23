/** Listings: the properties, their search and paged list, and the checks on their images. What other modules and the composition root may use of it. */
export { listingService, type ListingService } from './listingService';
export { propertiesRouter } from './propertiesRouter';
export { parsePropertyQuery, propertyCursor } from './propertyQuery';
export { firestorePropertyRepository, PROPERTIES, type PropertyRepository } from './propertyRepository';
export { propertySearchTerms, searchWords } from './propertySearch';
