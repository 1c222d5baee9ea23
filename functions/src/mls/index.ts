/** The MLS replication: RESO Web API sources copied into the site's replica. What other modules and the composition root may use of it. */
export { type MlsClock, systemClock } from './mlsClock';
export { firestoreMlsDisclaimers, type MlsDisclaimers, withMlsDisclaimers } from './mlsDisclaimers';
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
export { mlsSourceSetups, type MlsSourceSetup } from './mlsSettings';
export { firestoreMlsSourceRepository, type MlsSourceRepository } from './mlsSourceRepository';
