import {
  MLS_LISTINGS,
  MLS_PHOTOS,
  MLS_RUNS,
  MLS_SOURCES,
  mlsSourceSchema,
  type MlsCredentials,
  type MlsListing,
  type MlsRun,
  type MlsSource,
  type MlsSourceState,
} from '@estate/domain';
import {
  type FaultTarget,
  type LocalMls,
  type LocalMlsOptions,
  type LoggedRequest,
  type PropertyRecord,
} from '../../../../scripts/localMls';
import { startTestMls, TEST_CLIENT, TEST_NOW } from '../../../../scripts/localMls/testSupport';
import { mlsReplication, repositories, type Repositories } from '../../../src/composition';
import type { MlsRunLimits } from '../../../src/mls';
import { adminApp, wipeProject } from '../../support/emulators';
import { memoryFileStore } from '../../support/testApp';
import { inFeedOrder, testListings } from './testListings';
import { virtualClock } from './virtualClock';

/** What a test may change of the replication: its limits, repositories (a crash, say), the source's settings, credentials. */
interface ReplicationOptions {
  limits?: Partial<MlsRunLimits>;
  fakes?: Partial<Repositories>;
  changes?: Partial<MlsSource>;
  credentials?: MlsCredentials;
  /** More sources after the local MLS: the same MLS again under these ids, run after it. */
  alsoAs?: string[];
}

/** The replication's clock starts two hours after the local MLS's, which stands still: the source's timestamps are never the local clock. */
const REPLICATION_START = TEST_NOW.getTime() + 2 * 60 * 60 * 1000;

/** A request the local MLS logged, its query read. */
export type SourceRequest = LoggedRequest & { query: URLSearchParams };

/**
 * The replication as the composition root builds it, over the emulator's Firestore, a memory file
 * store, a virtual clock, and a local MLS (scripts/localMls/) that each test starts with the
 * listings it needs (`await h.start(…)`): `beforeEach(h.reset)`, `afterAll(h.teardown)`.
 */
export function replicationHarness() {
  const { db, close } = adminApp();
  let time = virtualClock(REPLICATION_START);
  let mls: LocalMls | undefined;
  const files = memoryFileStore();
  /** When each request started, on the virtual clock. */
  const starts: number[] = [];
  let source: MlsSource | undefined;

  /** Called as each request leaves, with its URL: a test sets off a change at a moment of the run. */
  let beforeRequest: (url: string) => void = () => undefined;
  const countingFetch: typeof fetch = (input, init) => {
    starts.push(time.clock.now());
    beforeRequest(String(input));
    return fetch(input, init);
  };

  const documents = async (collection: string) => (await db.collection(collection).get()).docs;
  const started = () => {
    if (!mls || !source) throw new Error('No local MLS: start one with `await h.start(…)` first');
    return { mls, source };
  };

  return {
    db,
    files,
    starts,
    get time() {
      return time;
    },
    get mls() {
      return started().mls;
    },
    get source() {
      return started().source;
    },
    set beforeRequest(hook: (url: string) => void) {
      beforeRequest = hook;
    },
    async reset() {
      await mls?.close();
      mls = undefined;
      source = undefined;
      await wipeProject();
      files.files.clear();
      files.storedAt.clear();
      starts.length = 0;
      beforeRequest = () => undefined;
      time = virtualClock(REPLICATION_START);
    },
    async teardown() {
      await mls?.close();
      await close();
    },
    /**
     * Starts the local MLS with these listings (a count of the data set's, without photos, or the
     * records themselves), and makes it the source: pages of 3, so a few listings make several.
     */
    async start(listings: number | PropertyRecord[] = 8, options: Partial<LocalMlsOptions> = {}) {
      mls = await startTestMls({ listings: typeof listings === 'number' ? testListings(listings) : listings, ...options });
      source = mlsSourceSchema.validateSync({
        id: 'cincy',
        name: 'Cincinnati MLS',
        tokenUrl: mls.tokenUrl,
        baseUrl: mls.baseUrl,
        originatingSystemName: mls.originatingSystemName,
        pageSize: 3,
      });
      return mls;
    },
    /** The replication of the local MLS; `fakes` replaces repositories (a crash, say). */
    replication(options: ReplicationOptions = {}) {
      return mlsReplication(
        { ...repositories(db), ...options.fakes },
        {
          sources: [started().source.id, ...(options.alsoAs ?? [])].map((id) => ({
            source: { ...started().source, ...options.changes, id },
            credentials: options.credentials ?? TEST_CLIENT,
          })),
          files,
          clock: time.clock,
          fetch: countingFetch,
          random: () => 0.5,
          ...(options.limits ? { limits: options.limits } : {}),
        },
      );
    },
    /** One run of the local MLS: its record (a source skipped or refused fails the test). */
    async runOnce(options?: ReplicationOptions) {
      const [result] = await this.replication(options).run();
      if (!result || !('run' in result)) throw new Error(`No run: ${JSON.stringify(result)}`);
      return result.run;
    },
    /** Every record the local MLS has (not viewable ones included), in the feed's order. */
    feed: () => inFeedOrder(started().mls.control.listings()),
    /** The requests the local MLS received of `target` (the feed unless said), oldest first. */
    requests: (target: FaultTarget = 'api'): SourceRequest[] =>
      started()
        .mls.control.requests()
        .filter((request) => request.target === target)
        .map((request) => ({ ...request, query: new URL(request.path, started().mls.url).searchParams })),
    /** The replica's listings, by ListingKey. */
    async listings() {
      return new Map(
        (await documents(MLS_LISTINGS)).map((doc) => [
          String(doc.get('ListingKey')),
          { id: doc.id, ...(doc.data() as MlsListing & Record<string, unknown>) },
        ]),
      );
    },
    /** The replica's ListingKeys, sorted. */
    async storedKeys() {
      return [...(await this.listings()).keys()].sort();
    },
    async state() {
      return (await db.collection(MLS_SOURCES).doc(started().source.id).get()).data() as MlsSourceState & { leaseUntil: string | null };
    },
    async runs() {
      return (await documents(MLS_RUNS))
        .map((doc) => doc.data() as MlsRun & { expiresAt: FirebaseFirestore.Timestamp })
        .sort((a, b) => a.startedAt.localeCompare(b.startedAt));
    },
    photoWork: () => documents(MLS_PHOTOS),
  };
}
