import { mlsReplicationService, mlsSourceSetups, type MlsReplicationDeps, type MlsSourceResult, type MlsSourceSetup } from '../mls';
import { storePhoto, type FileStore } from '../uploads';
import type { Repositories } from './repositories';

/** What the MLS replication runs with beyond the repositories: its sources, the photo store, and for tests a clock, fetch and limits. */
export type MlsOptions = { sources: MlsSourceSetup[]; files: FileStore } & Pick<
  MlsReplicationDeps,
  'clock' | 'fetch' | 'random' | 'limits'
>;

/**
 * The MLS replication (the `replicateMls` schedule every 15 minutes in production; `npm start`'s
 * background import and `npm run mls:sync` locally): each source's records into mlsListings, their
 * photos through the uploads' pipeline.
 */
export const mlsReplication = (repos: Repositories, { sources, files, ...rest }: MlsOptions) =>
  mlsReplicationService({
    sources,
    listings: repos.mlsListings,
    states: repos.mlsSources,
    runs: repos.mlsRuns,
    photos: repos.mlsPhotos,
    storePhoto: async (bytes) => (await storePhoto(files, bytes))?.url,
    outlines: () => repos.neighborhoodBoundaries.list(),
    ...rest,
  });

/** Where the schedule says what it did: firebase-functions' logger in production, a fake in tests. */
export interface MlsScheduleLogger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details: Record<string, unknown>): void;
}

export type MlsScheduleOptions = Omit<MlsOptions, 'sources'> & { logger: MlsScheduleLogger };

/**
 * The scheduled run: MLS_SOURCES and MLS_CREDENTIALS read as they are at each run (a source
 * misconfigured fails the run, naming it), then one run of every source, each logged (a failed one
 * as an error, for Error Reporting). With no source it does nothing, and says so once an instance.
 */
export function mlsSchedule(repos: Repositories, { logger, ...options }: MlsScheduleOptions) {
  let saidNoSource = false;
  return async (sourcesJson: string, credentialsJson: string): Promise<MlsSourceResult[]> => {
    const sources = mlsSourceSetups(sourcesJson, credentialsJson);
    if (sources.length === 0) {
      if (!saidNoSource) logger.info('No MLS source is configured (MLS_SOURCES is empty): the MLS replication has nothing to do');
      saidNoSource = true;
      return [];
    }
    const results = await mlsReplication(repos, { sources, ...options }).run();
    for (const result of results) {
      if (!('run' in result)) logger.info(`MLS source ${result.sourceId}: not run (${result.outcome})`, { sourceId: result.sourceId });
      else if (result.outcome === 'failed') logger.error(`MLS source ${result.sourceId}: the run failed`, { ...result.run });
      else logger.info(`MLS source ${result.sourceId}: ${result.outcome}`, { ...result.run });
    }
    return results;
  };
}
