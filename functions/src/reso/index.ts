/** The RESO Web API feed of the agency's listings and the keys partners read it with. What other modules and the composition root may use of it. */
export { feedQueryPlan, planIndexFields, type FeedQueryPlan } from './feedQueryPlan';
export { parseResoQuery, type ResoQuery } from './odataQuery';
export { resoFeedRouter, type ResoFeedRouterDeps } from './resoFeedRouter';
export { resoFeedService, type ResoFeedService } from './resoFeedService';
export { firestoreResoKeyRepository, RESO_KEYS } from './resoKeyRepository';
export { resoKeyService, type ResoKeyService } from './resoKeyService';
export { resoKeysRouter } from './resoKeysRouter';
export { firestoreResoListingRepository } from './resoListingRepository';
