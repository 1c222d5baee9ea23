/** Saved searches: clients' searches, the alerts a listing's change sets off (instant and digests), their emails and unsubscribe links. What other modules and the composition root may use of it. */
export { alertDelivery, type AlertDelivery, type AlertDeliveryDeps } from './alertDelivery';
export { alertListingOf } from './alertListing';
export { alertPersonalData } from './alertPersonalData';
export { ALERTS, firestoreAlertRepository, type AlertRepository } from './alertRepository';
export { alertService, type AlertService } from './alertService';
export { firestoreSavedSearchRepository, SAVED_SEARCHES, savedSearchDocument, type SavedSearchRepository } from './savedSearchRepository';
export { savedSearchesRouter, type SavedSearchesRouterDeps } from './savedSearchesRouter';
export { savedSearchService, type SavedSearchService } from './savedSearchService';
export { newSavedSearch } from './searchRecord';
export { UNSUBSCRIBE_ROUTE, unsubscribeRouter, type UnsubscribeRouterDeps } from './unsubscribeRouter';
export { unsubscribeService, type UnsubscribeService } from './unsubscribeService';
export { unsubscribeTokens, type UnsubscribeScope, type UnsubscribeTokens } from './unsubscribeToken';
export { ALERT_PAGE, digestFrequencies, sendDigests } from './alertDigest';
