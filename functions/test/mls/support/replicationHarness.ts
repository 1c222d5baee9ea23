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
import { mlsReplication, repositories, type Repositories } from '../../../src/composition';
import type { MlsRunLimits } from '../../../src/mls';
import { adminApp, wipeProject } from '../../support/emulators';
import { realImage } from '../../support/images';
import { memoryFileStore } from '../../support/testApp';
import { SYSTEM } from './resoRecords';
import { STUB_CLIENT, stubResoServer } from './stubResoServer';
import { virtualClock } from './virtualClock';

/**
 * The replication as the composition root builds it, over the emulator's Firestore, a memory file
 * store, the stub source and a virtual clock: `beforeAll(h.setup)`, `beforeEach(h.reset)`, `afterAll(h.teardown)`.
 */
/** What a test may change of the replication: its limits, repositories (a crash, say), the source's settings, credentials. */
interface ReplicationOptions {
  limits?: Partial<MlsRunLimits>;
  fakes?: Partial<Repositories>;
  changes?: Partial<MlsSource>;
  credentials?: MlsCredentials;
}

export function replicationHarness() {
  const { db, close } = adminApp();
  let time = virtualClock();
  const stub = stubResoServer({ onHang: () => time.expireTimeouts() });
  const files = memoryFileStore();
  /** When each request started, on the virtual clock. */
  const starts: number[] = [];
  let source: MlsSource;

  /** Called as each request leaves, with its URL: a test sets off a fault at a moment of the run. */
  let beforeRequest: (url: string) => void = () => undefined;
  const countingFetch: typeof fetch = (input, init) => {
    starts.push(time.clock.now());
    beforeRequest(String(input));
    return fetch(input, init);
  };

  const documents = async (collection: string) => (await db.collection(collection).get()).docs;

  return {
    db,
    stub,
    files,
    starts,
    get time() {
      return time;
    },
    get source() {
      return source;
    },
    set beforeRequest(hook: (url: string) => void) {
      beforeRequest = hook;
    },
    async setup() {
      await stub.start();
      stub.setPhoto(await realImage('png', 64, 48));
      source = mlsSourceSchema.validateSync({
        id: 'cincy',
        name: 'Cincinnati MLS',
        tokenUrl: `${stub.origin}/token`,
        baseUrl: `${stub.origin}/reso`,
        originatingSystemName: SYSTEM,
        pageSize: 3,
      });
    },
    async reset() {
      await wipeProject();
      stub.reset();
      files.files.clear();
      files.storedAt.clear();
      starts.length = 0;
      beforeRequest = () => undefined;
      time = virtualClock();
    },
    async teardown() {
      await stub.stop();
      await close();
    },
    /** The replication of the stub source; `fakes` replaces repositories (a crash, say). */
    replication(options: ReplicationOptions = {}) {
      return mlsReplication(
        { ...repositories(db), ...options.fakes },
        {
          sources: [{ source: { ...source, ...options.changes }, credentials: options.credentials ?? STUB_CLIENT }],
          files,
          clock: time.clock,
          fetch: countingFetch,
          random: () => 0.5,
          ...(options.limits ? { limits: options.limits } : {}),
        },
      );
    },
    /** One run of the stub source: its record (a source skipped or refused fails the test). */
    async runOnce(options?: ReplicationOptions) {
      const [result] = await this.replication(options).run();
      if (!result || !('run' in result)) throw new Error(`No run: ${JSON.stringify(result)}`);
      return result.run;
    },
    /** The replica's listings, by ListingKey. */
    async listings() {
      return new Map(
        (await documents(MLS_LISTINGS)).map((doc) => [
          String(doc.get('ListingKey')),
          { id: doc.id, ...(doc.data() as MlsListing & Record<string, unknown>) },
        ]),
      );
    },
    async state() {
      return (await db.collection(MLS_SOURCES).doc(source.id).get()).data() as MlsSourceState & { leaseUntil: string | null };
    },
    async runs() {
      return (await documents(MLS_RUNS))
        .map((doc) => doc.data() as MlsRun & { expiresAt: FirebaseFirestore.Timestamp })
        .sort((a, b) => a.startedAt.localeCompare(b.startedAt));
    },
    photoWork: () => documents(MLS_PHOTOS),
  };
}
