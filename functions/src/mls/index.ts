/** The MLS replication: RESO Web API sources copied into the site's replica. What other modules and the composition root may use of it. */
export { type MlsClock, systemClock } from './mlsClock';
export { firestoreMlsDisclaimers, type MlsDisclaimers, withMlsDisclaimers } from './mlsDisclaimers';
export { mlsListingId } from './mlsListingId';
export { mlsProjection } from './mlsProjection';
export { mlsRecord } from './mlsRecord';
export { firestoreMlsListingRepository, type MlsListingRepository } from './mlsListingRepository';
export { firestoreMlsPhotoRepository, type MlsPhotoRepository } from './mlsPhotoRepository';
export {
  MLS_RUN_LIMITS,
  type MlsReplicationDeps,
  mlsReplicationService,
  type MlsReplicationService,
  type MlsRunLimits,
  type MlsSourceResult,
} from './mlsReplicationService';
export { firestoreMlsRunRepository, type MlsRunRepository } from './mlsRunRepository';
export { MLS_LAG_MAIL_SOURCE } from './mlsLagLetter';
export { mlsLagMailWriter } from './mlsLagMailWriter';
export { mlsSourceSetups, type MlsSourceSetup } from './mlsSettings';
export { firestoreMlsShownListingsRepository, type MlsShownListingsRepository } from './mlsShownListingsRepository';
export { firestoreMlsSourceRepository, type MlsSourceRepository } from './mlsSourceRepository';
export { mlsSourcesRouter, type MlsSourcesRouterDeps } from './mlsSourcesRouter';
export { mlsSourcesService, type MlsSourcesService } from './mlsSourcesService';
