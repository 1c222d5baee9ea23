import { MLS_LISTINGS, MLS_SOURCES } from '@estate/domain';
import { startLocalMls, type LocalMls } from '../../../scripts/localMls';
import { mlsSchedule, repositories, type MlsScheduleLogger } from '../../src/composition';
import { FUNCTION_OPTIONS, MLS_SCHEDULED_RUN_BUDGET_MS } from '../../src/composition/functionOptions';
import { MLS_RUN_LIMITS } from '../../src/mls';
import { adminApp, wipeProject } from '../support/emulators';
import { memoryFileStore } from '../support/testApp';

/**
 * The `replicateMls` schedule's work (composition/background.ts runs it with MLS_SOURCES and
 * MLS_CREDENTIALS): nothing, said once, without a source; a run of each source, each logged; a
 * misconfigured source fails the run. Against a small local MLS, its photos left for other tests.
 */
const CLIENT = { clientId: 'schedule-client', clientSecret: 'schedule-secret' };
const { db, close } = adminApp();
let mls: LocalMls;

beforeAll(async () => {
  mls = await startLocalMls({ ...CLIENT, listings: 12, now: new Date('2026-11-29T12:00:00Z'), frozenClock: true });
});
beforeEach(() => wipeProject());
afterAll(async () => {
  await mls.close();
  await close();
});

interface Logged {
  level: 'info' | 'error';
  message: string;
  details?: Record<string, unknown>;
}

function scheduled() {
  const logged: Logged[] = [];
  const logger: MlsScheduleLogger = {
    info: (message, details) => logged.push({ level: 'info', message, ...(details ? { details } : {}) }),
    error: (message, details) => logged.push({ level: 'error', message, details }),
  };
  const run = mlsSchedule(repositories(db), {
    files: memoryFileStore(),
    logger,
    limits: { runBudgetMs: MLS_SCHEDULED_RUN_BUDGET_MS, photos: { ...MLS_RUN_LIMITS.photos, listingsPerBatch: 0 } },
  });
  return { run, logged };
}

const sources = (id = 'local') =>
  JSON.stringify([
    {
      id,
      name: 'Local MLS',
      tokenUrl: mls.tokenUrl,
      baseUrl: mls.baseUrl,
      originatingSystemName: mls.originatingSystemName,
      requestsPerSecond: 20,
    },
  ]);

it('does nothing without a source, and says so once an instance', async () => {
  const { run, logged } = scheduled();
  expect(await run('[]', '{}')).toEqual([]);
  expect(await run('[]', '{}')).toEqual([]);
  expect(logged).toEqual([
    { level: 'info', message: 'No MLS source is configured (MLS_SOURCES is empty): the MLS replication has nothing to do' },
  ]);
  expect((await db.collection(MLS_SOURCES).get()).size).toBe(0);
});

it('runs each source and logs what its run did; a paused one is logged as not run', async () => {
  const { run, logged } = scheduled();
  const [result] = await run(sources(), JSON.stringify({ local: CLIENT }));
  expect(result).toMatchObject({ sourceId: 'local', outcome: 'complete', run: { upserts: 12, photosPending: 12 } });
  expect((await db.collection(MLS_LISTINGS).get()).size).toBe(12);
  expect(logged).toEqual([
    { level: 'info', message: 'MLS source local: complete', details: expect.objectContaining({ sourceId: 'local', upserts: 12 }) },
  ]);

  await repositories(db).mlsSources.setPaused('local', true);
  await run(sources(), JSON.stringify({ local: CLIENT }));
  expect(logged.at(-1)).toEqual({ level: 'info', message: 'MLS source local: not run (paused)', details: { sourceId: 'local' } });
});

it('logs a failed run as an error, with what it recorded', async () => {
  const { run, logged } = scheduled();
  const [result] = await run(sources(), JSON.stringify({ local: { ...CLIENT, clientSecret: 'wrong' } }));
  expect(result).toMatchObject({ outcome: 'failed' });
  expect(logged).toEqual([
    { level: 'error', message: 'MLS source local: the run failed', details: expect.objectContaining({ outcome: 'failed', upserts: 0 }) },
  ]);
  expect(logged[0]!.details!.errors).toEqual([expect.stringContaining('401')]);
});

it('fails the run when a source is misconfigured, saying what is wrong', async () => {
  const { run } = scheduled();
  await expect(run(sources(), '{}')).rejects.toThrow('MLS_CREDENTIALS has no credentials for source local');
  const withoutBaseUrl = JSON.stringify([{ ...JSON.parse(sources())[0], baseUrl: undefined }]);
  await expect(run(withoutBaseUrl, JSON.stringify({ local: CLIENT }))).rejects.toThrow('baseUrl is required');
});

it("stops starting requests a minute before the function's time limit, the budget npm run mls:sync runs with", () => {
  const timeoutMs = FUNCTION_OPTIONS.replicateMls.timeoutSeconds * 1000;
  expect(timeoutMs - MLS_SCHEDULED_RUN_BUDGET_MS).toBe(60_000);
  // The request under way when the deadline comes may take its whole timeout.
  expect(timeoutMs - MLS_SCHEDULED_RUN_BUDGET_MS).toBeGreaterThan(MLS_RUN_LIMITS.requestTimeoutMs);
  expect(MLS_SCHEDULED_RUN_BUDGET_MS).toBe(MLS_RUN_LIMITS.runBudgetMs);
});
