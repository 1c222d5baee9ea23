import { mlsReplicationService, type MlsReplicationDeps, type MlsSourceSetup } from '../mls';
import { storePhoto, type FileStore } from '../uploads';
import type { Repositories } from './repositories';

/** What the MLS replication runs with beyond the repositories: its sources, the photo store, and for tests a clock, fetch and limits. */
export type MlsOptions = { sources: MlsSourceSetup[]; files: FileStore } & Pick<
  MlsReplicationDeps,
  'clock' | 'fetch' | 'random' | 'limits'
>;

/**
 * The MLS replication (a schedule every 15 minutes in production, once wired; `npm run mls:sync`
 * locally): each source's records into mlsListings, their photos through the uploads' pipeline.
 */
export const mlsReplication = (repos: Repositories, { sources, files, ...rest }: MlsOptions) =>
  mlsReplicationService({
    sources,
    listings: repos.mlsListings,
    states: repos.mlsSources,
    runs: repos.mlsRuns,
    photos: repos.mlsPhotos,
    storePhoto: async (bytes) => (await storePhoto(files, bytes))?.url,
    ...rest,
  });
