import {
  isMlsLagAlertDue,
  isMlsLagging,
  mlsDisclaimerWording,
  mlsLagSeconds,
  type MlsRun,
  type MlsRunOutcome,
  type MlsSourceState,
  type NeighborhoodOutline,
} from '@estate/domain';
import { sourceToken } from './accessToken';
import { systemClock, type MlsClock } from './mlsClock';
import { MlsDeadlineReached, MlsRequestFailed } from './mlsErrors';
import { mlsLagLetter } from './mlsLagLetter';
import type { MlsListingRepository, MlsListingWrite } from './mlsListingRepository';
import type { MlsPhotoRepository } from './mlsPhotoRepository';
import { mlsPhotoService, type PhotoLimits } from './mlsPhotoService';
import { mlsProjection, projectionSettingsOf } from './mlsProjection';
import { mlsRecord, type MlsRecord } from './mlsRecord';
import type { MlsRunRepository } from './mlsRunRepository';
import type { MlsSourceSetup } from './mlsSettings';
import type { MlsSourceRepository, NotClaimed } from './mlsSourceRepository';
import { requestPacer } from './requestPacer';
import { resoClient } from './resoClient';
import { keysUrl, listingUrl, replicationUrl } from './resoQuery';
import { resoSender } from './resoSender';
import type { BackoffPolicy } from './retryDelay';

/** How a run is bounded (docs/product/mls.md#limits). */
export interface MlsRunLimits {
  /** No request starts after this long: a 540 s function keeps a minute for the request under way and the last writes. */
  runBudgetMs: number;
  /** The part of the budget the replication's pages may take, so the photos get the rest even during a first load. */
  replicationShare: number;
  /** A request (its answer and body) taking longer is abandoned and tried again. */
  requestTimeoutMs: number;
  /** Tries of one request. */
  maxAttempts: number;
  backoff?: BackoffPolicy;
  /** How often the keys are reconciled, unless a full re-sync asks sooner. */
  reconcileEveryMs: number;
  photos: PhotoLimits;
  /** Errors a source's state keeps, newest first. */
  errorsKept: number;
  /** Errors a run records. */
  errorsPerRun: number;
}

export const MLS_RUN_LIMITS: MlsRunLimits = {
  runBudgetMs: 480_000,
  replicationShare: 0.75,
  requestTimeoutMs: 30_000,
  maxAttempts: 6,
  reconcileEveryMs: 24 * 60 * 60 * 1000,
  photos: { listingsPerBatch: 10, attempts: 4, retryAfterMs: 60 * 60 * 1000, urlMarginMs: 10 * 60 * 1000 },
  errorsKept: 5,
  errorsPerRun: 20,
};

export interface MlsReplicationDeps {
  sources: MlsSourceSetup[];
  listings: MlsListingRepository;
  states: MlsSourceRepository;
  runs: MlsRunRepository;
  photos: MlsPhotoRepository;
  /** The uploads' photo pipeline: the site's own photo of the bytes, its URL; undefined when they are no image. */
  storePhoto: (bytes: Buffer) => Promise<string | undefined>;
  /** The neighbourhoods' stored outlines, read once a run: a listing's neighbourhood is the one it lies in. */
  outlines: () => Promise<NeighborhoodOutline[]>;
  clock?: MlsClock;
  fetch?: typeof fetch;
  /** [0, 1): the back-off's jitter. */
  random?: () => number;
  limits?: Partial<MlsRunLimits>;
}

/** What a call did for one source: its run, or why none ran. */
export type MlsSourceResult = { sourceId: string; outcome: NotClaimed } | { sourceId: string; outcome: MlsRunOutcome; run: MlsRun };

const iso = (ms: number) => new Date(ms).toISOString();

/** The later of two source timestamps (by the instant they name; the source's own text is kept). */
const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : Date.parse(b) > Date.parse(a) ? b : a);

/** The first statuses of a stored continuation the source no longer knows: the run starts again from the cursor. */
const isStaleLink = (error: unknown) =>
  error instanceof MlsRequestFailed && error.status !== undefined && [400, 404, 410].includes(error.status);

/**
 * The MLS replication (docs/product/mls.md): each source's records copied into mlsListings,
 * first all of them by following `@odata.nextLink` to the end, then the changes since the cursor;
 * the records the source no longer lets be shown removed, the keys reconciled daily, the photos
 * fetched by a bounded worker, every run bounded in time and recorded in mlsRuns.
 */
export function mlsReplicationService(deps: MlsReplicationDeps) {
  const clock = deps.clock ?? systemClock;
  const limits: MlsRunLimits = { ...MLS_RUN_LIMITS, ...deps.limits };
  const random = deps.random ?? Math.random;
  const photoWorker = mlsPhotoService({ photos: deps.photos, storePhoto: deps.storePhoto, clock, limits: limits.photos });

  async function runSource({ source, credentials }: MlsSourceSetup, deadlineAt: number): Promise<MlsSourceResult> {
    const startedAt = clock.now();
    // The hold outlasts the run's last possible request and writes; a run that died frees it then.
    const claimed = await deps.states.claim(source.id, iso(startedAt), iso(deadlineAt + 2 * limits.requestTimeoutMs));
    if (typeof claimed === 'string') return { sourceId: source.id, outcome: claimed };
    let state: MlsSourceState = claimed;
    const run: MlsRun = {
      sourceId: source.id,
      startedAt: iso(startedAt),
      endedAt: iso(startedAt),
      outcome: 'complete',
      phase: state.phase,
      pages: 0,
      requests: 0,
      upserts: 0,
      unchanged: 0,
      removed: { notViewable: 0, gone: 0 },
      reconciled: false,
      photosQueued: 0,
      photosDone: 0,
      photosPending: 0,
      errors: [],
      lagSeconds: null,
    };
    const noteError = (message: string) => {
      if (run.errors.length < limits.errorsPerRun) run.errors.push(message);
    };
    const save = async (change: Partial<MlsSourceState>) => {
      state = { ...state, ...change };
      await deps.states.save(source.id, change);
    };

    // One pace for every request of the source; the pages stop at their share of the time, the rest at the deadline.
    const projectedWith = projectionSettingsOf(source);
    const outlines = await deps.outlines();
    const pacer = requestPacer(source.requestsPerSecond, clock);
    const senderUntil = (until: number) =>
      resoSender({
        fetch: deps.fetch ?? fetch,
        clock,
        pacer,
        random,
        requestTimeoutMs: limits.requestTimeoutMs,
        deadlineAt: until,
        maxAttempts: limits.maxAttempts,
        ...(limits.backoff ? { backoff: limits.backoff } : {}),
        onRequest: () => void (run.requests += 1),
      });
    const sender = senderUntil(deadlineAt);
    const token = sourceToken(source, credentials, sender, clock);
    const client = resoClient(sender, token);
    const pagesClient = resoClient(senderUntil(startedAt + (deadlineAt - startedAt) * limits.replicationShare), token);

    /** Writes a page's records: new and changed ones upserted, unchanged ones skipped, those no longer viewable removed. */
    async function writeRecords(raw: Record<string, unknown>[]): Promise<string | null> {
      const records = new Map<string, MlsRecord>();
      let newest: string | null = null;
      for (const item of raw) {
        const record = mlsRecord(source.id, item, projectedWith);
        if ('invalid' in record) {
          noteError(record.invalid);
          continue;
        }
        records.set(record.id, record);
        newest = later(newest, record.modifiedAt);
      }
      const stored = await deps.listings.versions([...records.keys()]);
      const writes: MlsListingWrite[] = [];
      const removals: string[] = [];
      for (const record of records.values()) {
        const version = stored.get(record.id);
        if (!record.viewable) {
          if (version) removals.push(record.id);
        } else if (version?.recordHash === record.recordHash && version.photoKey === record.photoKey) {
          run.unchanged += 1;
        } else {
          const photosChanged = version?.photoKey !== record.photoKey;
          const isNew = !version;
          const projection = mlsProjection(record.id, record.fields, source, { firstLoad: state.phase === 'initial', outlines });
          writes.push({ record, isNew, photosChanged, listing: 'data' in projection ? projection.data : null });
          if (photosChanged) run.photosQueued += record.photos.length;
        }
      }
      await deps.listings.writePage(source.id, writes, removals, iso(clock.now()));
      run.upserts += writes.length;
      run.removed.notViewable += removals.length;
      return newest;
    }

    /** Pages from the stored continuation, or from the cursor, to the end; the cursor saved after each page's records. */
    async function replicate(): Promise<void> {
      let resuming = state.nextLink !== null;
      let url = state.nextLink ?? replicationUrl(source, state.cursor);
      for (;;) {
        let page;
        try {
          page = await pagesClient.page(url);
        } catch (error) {
          if (!resuming || !isStaleLink(error)) throw error;
          noteError(`The stored continuation failed (${(error as Error).message}): started again from the cursor`);
          resuming = false;
          url = replicationUrl(source, state.cursor);
          continue;
        }
        resuming = false;
        run.pages += 1;
        const newest = await writeRecords(page.records);
        const cursor = later(state.cursor, newest);
        await save({
          cursor,
          newestSourceTimestamp: later(state.newestSourceTimestamp, newest),
          nextLink: page.nextLink ?? null,
          ...(page.nextLink
            ? {}
            : { phase: 'incremental' as const, lastSuccessAt: iso(clock.now()), disclaimer: mlsDisclaimerWording(source) }),
        });
        if (!page.nextLink) return;
        url = page.nextLink;
      }
    }

    /** Removes the listings whose keys the source no longer lists; all its pages or nothing. */
    async function reconcile(): Promise<void> {
      const keys = new Set<string>();
      let url: string | undefined = keysUrl(source);
      while (url) {
        const page = await client.page(url);
        for (const record of page.records) if (typeof record.ListingKey === 'string') keys.add(record.ListingKey);
        url = page.nextLink;
      }
      const stored = await deps.listings.keysOf(source.id);
      if (keys.size === 0 && stored.size > 0) {
        noteError('The source listed no keys: nothing was removed');
        return;
      }
      const gone = [...stored].filter(([, key]) => !keys.has(key)).map(([id]) => id);
      await deps.listings.remove(gone);
      run.removed.gone += gone.length;
      run.reconciled = true;
      await save({ lastReconciledAt: iso(clock.now()), reconcileRequested: false });
    }

    /** The record's photos as the source lists them now (fresh signed URLs); undefined when it cannot say, and the stored ones are tried. */
    async function freshPhotos(listingKey: string) {
      try {
        const [raw] = (await client.page(listingUrl(source, listingKey))).records;
        const record = raw && mlsRecord(source.id, raw);
        return record && !('invalid' in record) ? record.photos : undefined;
      } catch (error) {
        if (error instanceof MlsRequestFailed) return undefined;
        throw error;
      }
    }

    /** Runs one step; a deadline or a failure ends the run's outcome, not the steps that do not depend on it. */
    async function step(work: () => Promise<void>): Promise<boolean> {
      try {
        await work();
        return true;
      } catch (error) {
        if (error instanceof MlsDeadlineReached) {
          if (run.outcome === 'complete') run.outcome = 'deadline';
        } else {
          run.outcome = 'failed';
          noteError(error instanceof MlsRequestFailed ? error.message : `Unexpected: ${String(error)}`);
        }
        return false;
      }
    }

    try {
      // Settings that change how the listings are shown (exclusions, the agency's office, sales) show every record anew.
      if (state.resyncRequested || state.projectedWith !== projectedWith) {
        await save({ cursor: null, nextLink: null, phase: 'initial', resyncRequested: false, reconcileRequested: true, projectedWith });
      }
      run.phase = state.phase;
      const caughtUp = await step(replicate);
      const reconcileDue =
        state.reconcileRequested ||
        state.lastReconciledAt === null ||
        clock.now() - Date.parse(state.lastReconciledAt) >= limits.reconcileEveryMs;
      if (caughtUp && reconcileDue) await step(reconcile);
      const photoTally = { photosDone: 0, errors: [] as string[] };
      await step(() =>
        photoWorker.fetchDue(source, client, freshPhotos, photoTally).finally(() => {
          run.photosDone += photoTally.photosDone;
          photoTally.errors.forEach(noteError);
        }),
      );
      run.photosPending = await deps.photos.pending(source.id);
    } finally {
      const now = clock.now();
      run.endedAt = iso(now);
      const lagSeconds = mlsLagSeconds(now, state.newestSourceTimestamp);
      run.lagSeconds = lagSeconds ?? null;
      const lastErrors = [...run.errors.map((message) => ({ at: run.endedAt, message })), ...state.lastErrors].slice(0, limits.errorsKept);
      // The admins' email past the lag bound, once per bound's length, queued with the write that records it.
      const lagAlert = isMlsLagging(lagSeconds) && isMlsLagAlertDue(now, state.lagAlertedAt);
      await deps.states.release(
        source.id,
        { lastErrors, name: source.name, ...(lagAlert ? { lagAlertedAt: run.endedAt } : {}) },
        lagAlert ? mlsLagLetter({ sourceId: source.id, alertedAt: run.endedAt }) : undefined,
      );
      await deps.runs.record(run);
    }
    return { sourceId: source.id, outcome: run.outcome, run };
  }

  const setupOf = (sourceId: string) => deps.sources.find(({ source }) => source.id === sourceId);

  return {
    /**
     * One run of every source (or of `sourceId` alone), one after the other within one deadline:
     * what a scheduled invocation does. Each source has an equal share of the time left, so a
     * source with much to do (a first load, a photo backlog) never starves the next; what one
     * leaves unused passes on. A paused source, or one another run holds, is skipped.
     */
    async run(sourceId?: string): Promise<MlsSourceResult[]> {
      const deadlineAt = clock.now() + limits.runBudgetMs;
      const setups = sourceId === undefined ? deps.sources : [setupOf(sourceId)].filter((setup) => setup !== undefined);
      const results: MlsSourceResult[] = [];
      for (const [index, setup] of setups.entries()) {
        const now = clock.now();
        results.push(await runSource(setup, now + (deadlineAt - now) / (setups.length - index)));
      }
      return results;
    },

    /** Pauses a source (its runs are skipped) or resumes it; false when no such source is configured. */
    async setPaused(sourceId: string, paused: boolean): Promise<boolean> {
      if (!setupOf(sourceId)) return false;
      await deps.states.setPaused(sourceId, paused);
      return true;
    },

    /** Asks for a full re-sync: the next run starts again from no cursor and reconciles the keys. False when no such source is configured. */
    async requestResync(sourceId: string): Promise<boolean> {
      if (!setupOf(sourceId)) return false;
      await deps.states.requestResync(sourceId);
      return true;
    },
  };
}

export type MlsReplicationService = ReturnType<typeof mlsReplicationService>;
