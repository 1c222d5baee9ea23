import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { fileStoreFromEnv } from '../../src/uploads/files/fileStoreFromEnv';
import { uploadId } from '../../src/uploads/uploadNames';
import { adminApp, wipeProject } from '../support/emulators';
import { imageBytes, photoFileNames } from '../support/images';
import { tsxScript } from '../support/tsxScript';

/**
 * `npm run cleanup-uploads` on the running stack: the command finds the stack's own project and
 * store (the Storage emulator, or local disk without one), so this file runs in the stack's
 * project, alone (a `.stack.test.ts`, docs/development.md).
 */
const clients = adminApp();
beforeEach(async () => {
  await wipeProject();
  jest.spyOn(logger, 'info').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => clients.close());

const stackStore = () => fileStoreFromEnv(process.env, () => getStorage(clients.app).bucket(`${process.env.GCLOUD_PROJECT}.appspot.com`));
const run = (...args: string[]) =>
  promisify(execFile)(process.execPath, tsxScript(join(__dirname, '../../../scripts/cleanupUploads.ts'), ...args), {
    cwd: join(__dirname, '../../..'),
  });
/** A listing that uses `images`: the command keeps what a document uses. */
const useInAListing = (images: string[]) =>
  clients.db.collection('properties').doc('riverside').set({ title: 'Riverside Penthouse', neighborhood: 'Downtown', images });

it("deletes the stack's unused uploads older than --grace-hours and keeps what a listing uses", async () => {
  const files = stackStore();
  const names = ['1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.png', '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b.png'];
  const [usedUrl, unusedUrl] = await Promise.all(names.map((name) => files.save(name, imageBytes.png, 'image/png')));
  await useInAListing([usedUrl!]);
  try {
    expect((await run()).stdout).toContain('Deleted 0 unused upload(s) older than 24 h');
    expect((await run('--grace-hours', '0')).stdout).toContain(`Deleted 1 unused upload(s) older than 0 h: ${names[1]}`);
    expect((await files.list()).map(({ name }) => name)).toContain(names[0]);
    expect((await files.list()).map(({ name }) => name)).not.toContain(names[1]);
    expect(files.nameOf(unusedUrl!)).toBe(names[1]);
  } finally {
    await Promise.all(names.map((name) => files.remove(name)));
  }
});

it("deletes every size of the stack's unused photos and keeps every size of the ones a listing uses", async () => {
  const files = stackStore();
  const [usedJpeg, unusedJpeg] = [
    '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed_700x500_3a5f8a.jpg',
    '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b_700x500_3a5f8a.jpg',
  ];
  const names = [...photoFileNames(usedJpeg!), ...photoFileNames(unusedJpeg!)];
  const type = (name: string) => `image/${{ jpg: 'jpeg', avif: 'avif', webp: 'webp' }[name.split('.').pop()!]}`;
  await Promise.all(names.map((name) => files.save(name, imageBytes.jpeg, type(name))));
  await useInAListing([files.urlOf(usedJpeg!)]);
  try {
    const { stdout } = await run('--grace-hours', '0');
    for (const name of photoFileNames(unusedJpeg!)) expect(stdout).toContain(name);
    const left = (await files.list()).map(({ name }) => name);
    expect(left).toEqual(expect.arrayContaining(photoFileNames(usedJpeg!)));
    expect(left.filter((name) => uploadId(name) === uploadId(unusedJpeg!))).toEqual([]);
  } finally {
    await Promise.all(names.map((name) => files.remove(name)));
  }
});

it('says what is wrong with a bad --grace-hours', async () => {
  await expect(run('--grace-hours', 'soon')).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining('--grace-hours must be a number of hours from 0 up, not "soon"'),
  });
});
