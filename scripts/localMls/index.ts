// The local MLS's public face, for tests and scripts that start one (docs/local-mls.md).
export type { LocalMlsControl, LocalMlsState, Selection } from './control';
export type { FaultKind, FaultSpec, FaultTarget } from './faults';
export { listingAt, generateListings } from './listingGenerator';
export {
  DEFAULT_LISTING_COUNT,
  DEFAULT_MEDIA_URL_LIFETIME_S,
  DEFAULT_ORIGINATING_SYSTEM,
  DEFAULT_SEED,
  type LocalMls,
  type LocalMlsOptions,
  startLocalMls,
} from './localMls';
export { AGENCY_OFFICE_MLS_ID } from './offices';
export { MAX_TOP, MAX_TOP_WITH_MEDIA } from './propertyQuery';
export { SERVICE_PATH, TOKEN_PATH } from './requestHandler';
export type { MediaRecord, PropertyRecord, StandardStatus } from './propertyRecord';
export type { LoggedRequest } from './requestLog';
