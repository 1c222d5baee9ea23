import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { getStorage } from 'firebase-admin/storage';
import { MLS_LISTINGS, type MlsRun } from '@estate/domain';
import { fileStoreFromEnv } from '../../src/uploads/files/fileStoreFromEnv';
import { adminApp, wipeProject } from '../support/emulators';
import { photoFileNames, realImage } from '../support/images';
import { SYSTEM, resoRecord } from './support/resoRecords';
import { STUB_CLIENT, stubResoServer } from './support/stubResoServer';

/**
 * `npm run mls:sync` on the running stack, against the stub source: the command finds the
 * stack's project and file store, reads MLS_SOURCES and MLS_CREDENTIALS from its environment,
 * and runs until it has caught up. It runs in the stack's project, alone (a `.stack.test.ts`).
 */
const clients = adminApp();
const stub = stubResoServer();
const stackStore = () => fileStoreFromEnv(process.env, () => getStorage(clients.app).bucket(`${process.env.GCLOUD_PROJECT}.appspot.com`));

beforeAll(async () => {
  await stub.start();
  stub.setPhoto(await realImage('png', 64, 48));
});
beforeEach(async () => {
  await wipeProject();
  stub.reset();
});
afterAll(async () => {
  await stub.stop();
  await clients.close();
});

const sync = (...args: string[]) =>
  promisify(execFile)('npx', ['tsx', join(__dirname, '../../../scripts/mlsSync.ts'), ...args], {
    cwd: join(__dirname, '../../..'),
    env: {
      ...process.env,
      MLS_SOURCES: JSON.stringify([
        { id: 'stub', name: 'Stub MLS', tokenUrl: `${stub.origin}/token`, baseUrl: `${stub.origin}/reso`, originatingSystemName: SYSTEM },
      ]),
      MLS_CREDENTIALS: JSON.stringify({ stub: STUB_CLIENT }),
    },
  });
/** The runs the command printed, one JSON line each (the file store's own log lines are JSON too). */
const runsPrinted = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Partial<MlsRun>)
    .filter((printed) => printed.sourceId !== undefined);

it("copies the source into the stack's replica and its photos into the stack's store, then a full re-sync finds them unchanged", async () => {
  stub.put(resoRecord('K01', 1, {}, 1), resoRecord('K02', 2, {}, 1), resoRecord('K03', 3, {}, 0));
  const files = stackStore();
  let stored: string[] = [];
  try {
    const [first] = runsPrinted((await sync()).stdout);
    expect(first).toMatchObject({ sourceId: 'stub', outcome: 'complete', upserts: 3, photosDone: 2, photosPending: 0 });
    const listings = (await clients.db.collection(MLS_LISTINGS).get()).docs;
    expect(listings.map((doc) => doc.id).sort()).toEqual(['stub_K01', 'stub_K02', 'stub_K03']);
    stored = listings.flatMap((doc) => doc.get('images') as string[]);
    expect(stored).toHaveLength(2);
    for (const url of stored) expect(await files.exists(files.nameOf(url)!)).toBe(true);

    const [again] = runsPrinted((await sync('--full')).stdout);
    expect(again).toMatchObject({ outcome: 'complete', phase: 'initial', upserts: 0, unchanged: 3, reconciled: true, photosDone: 0 });
  } finally {
    await Promise.all(stored.flatMap((url) => photoFileNames(files.nameOf(url)!)).map((name) => files.remove(name)));
  }
});

it('says which sources there are when asked for another', async () => {
  const failure = (await sync('--source', 'elsewhere').catch((error: unknown) => error)) as { code: number; stderr: string };
  expect(failure.code).toBe(2);
  expect(failure.stderr).toContain('No source "elsewhere": the sources are stub');
});
