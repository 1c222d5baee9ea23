import { MLS_SOURCE_ID, MLS_SOURCE_MESSAGES, MLS_SOURCE_RUNS_SHOWN, mlsLagSeconds, type MlsSourceView } from '@estate/domain';
import { badRequest, notFound } from '../platform';
import type { MlsPhotoRepository } from './mlsPhotoRepository';
import type { MlsRunRepository } from './mlsRunRepository';
import type { MlsShownListingsRepository } from './mlsShownListingsRepository';
import type { MlsSourceRepository, StoredMlsSource } from './mlsSourceRepository';

export interface MlsSourcesServiceDeps {
  sources: Pick<MlsSourceRepository, 'list' | 'get' | 'setPaused' | 'requestResync'>;
  runs: Pick<MlsRunRepository, 'latest'>;
  photos: Pick<MlsPhotoRepository, 'pending'>;
  shown: MlsShownListingsRepository;
  now?: () => number;
}

/**
 * The MLS sources as admins operate them (docs/product/mls.md#operating-the-sources): each source
 * the replica knows with its figures, paused or resumed, asked for a full re-sync. The sources are
 * read from the replica's state, never from the settings: the api has none.
 */
export function mlsSourcesService({ sources, runs, photos, shown, now = Date.now }: MlsSourcesServiceDeps) {
  const viewOf = async (source: StoredMlsSource): Promise<MlsSourceView> => {
    const [listingsShown, photosPending, latest] = await Promise.all([
      shown.count(source.id),
      photos.pending(source.id),
      runs.latest(source.id, MLS_SOURCE_RUNS_SHOWN),
    ]);
    return {
      id: source.id,
      name: source.name ?? source.id,
      paused: source.paused,
      resyncRequested: source.resyncRequested,
      phase: source.phase,
      lastSuccessAt: source.lastSuccessAt,
      lagSeconds: mlsLagSeconds(now(), source.newestSourceTimestamp) ?? null,
      listingsShown,
      photosPending,
      lastErrors: source.lastErrors,
      runs: latest,
    };
  };

  /** The source an admin names: 400 for an id no source can have, 404 for one the replica does not know. */
  const known = async (sourceId: string) => {
    if (!MLS_SOURCE_ID.test(sourceId)) throw badRequest(MLS_SOURCE_MESSAGES.badId);
    if (!(await sources.get(sourceId))) throw notFound(MLS_SOURCE_MESSAGES.notFound);
  };

  return {
    async list(): Promise<MlsSourceView[]> {
      return Promise.all((await sources.list()).map(viewOf));
    },

    /** Pauses the source (its runs skip it) or resumes it. */
    async setPaused(sourceId: string, paused: boolean): Promise<void> {
      await known(sourceId);
      await sources.setPaused(sourceId, paused);
    },

    /** Asks for a full re-sync, which the source's next run starts. */
    async requestResync(sourceId: string): Promise<void> {
      await known(sourceId);
      await sources.requestResync(sourceId);
    },
  };
}

export type MlsSourcesService = ReturnType<typeof mlsSourcesService>;
