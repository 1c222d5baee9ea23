/** Private listings: who may see a listing that is not public, clients' requests, the agent's answers, the views recorded, the teasers' photos. What other modules and the composition root may use of it. */
export { firestoreListingAccessRepository, LISTING_ACCESS, type ListingAccessRepository } from './listingAccessRepository';
export { privateListingsSection } from './personalDataSection';
export { listingReaders } from './listingReaders';
export { privateListingService, type PrivateListingService } from './privateListingService';
export { privateListingsRouter, type PrivateListingsRouterDeps } from './privateListingsRouter';
export { firestorePrivateViewRepository, PRIVATE_LISTING_VIEWS, type PrivateViewRepository } from './privateViewRepository';
export { teaserPhotoService } from './teaserPhotoService';
