import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logger } from 'firebase-functions';
import type { Bucket } from '../../src/uploads/files/cloudStorageFileStore';
import { fileStoreFromEnv } from '../../src/uploads/files/fileStoreFromEnv';
import { imageBytes, photoFileNames } from '../support/images';

const NAME = '3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f.png';

/**
 * Stands in for a Cloud Storage bucket: the Storage emulator cannot run here, so these tests
 * check what the adapter asks of the bucket and the URLs it answers, not Cloud Storage itself.
 */
function fakeBucket() {
  const saved = new Map<string, { bytes: Buffer; options: unknown }>();
  const file = (path: string) => ({
    async save(bytes: Buffer, options: unknown) {
      saved.set(path, { bytes, options });
    },
    async delete() {
      if (!saved.delete(path)) throw Object.assign(new Error('No such object'), { code: 404 });
    },
  });
  const getFiles = async ({ prefix }: { prefix: string }) => [
    [...saved.keys()]
      .filter((path) => path.startsWith(prefix))
      .map((name) => ({
        name,
        metadata: { timeCreated: '2026-11-20T10:00:00.000Z' },
        async delete() {
          saved.delete(name);
        },
      })),
  ];
  return { saved, bucket: { name: 'demo-estate.appspot.com', file, getFiles } as unknown as Bucket };
}

let dir: string;
let info: jest.SpyInstance;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'uploads-'));
  info = jest.spyOn(logger, 'info').mockImplementation(() => undefined);
});
afterEach(async () => {
  info.mockRestore();
  await rm(dir, { recursive: true, force: true });
});

describe('fileStoreFromEnv', () => {
  it('stores on local disk when the stack names an uploads folder and runs no Storage emulator', async () => {
    const bucket = jest.fn();
    const store = fileStoreFromEnv({ LOCAL_UPLOADS_DIR: dir }, bucket);
    await expect(store.save(NAME, imageBytes.png, 'image/png')).resolves.toBe(`/api/uploads/${NAME}`);
    expect(await readFile(join(dir, NAME))).toEqual(imageBytes.png);
    expect(store.routes).toBeDefined();
    expect(bucket).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(`Uploads are stored on local disk in ${dir}`);
  });

  it('uses the Storage emulator whenever one runs, with its download URLs', async () => {
    const { bucket, saved } = fakeBucket();
    const store = fileStoreFromEnv({ FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199', LOCAL_UPLOADS_DIR: dir }, () => bucket);
    await expect(store.save(NAME, imageBytes.png, 'image/png')).resolves.toBe(
      `http://127.0.0.1:9199/v0/b/demo-estate.appspot.com/o/listings%2F${NAME}?alt=media`,
    );
    expect(saved.get(`listings/${NAME}`)).toEqual({
      bytes: imageBytes.png,
      options: { resumable: false, contentType: 'image/png', metadata: { cacheControl: 'public, max-age=31536000, immutable' } },
    });
    expect(store.routes).toBeUndefined();
    expect(info).toHaveBeenCalledWith('Uploads are stored in the Storage emulator at 127.0.0.1:9199');
  });

  it('uses Cloud Storage in production, with Firebase download URLs that storage.rules make public', async () => {
    const { bucket } = fakeBucket();
    const store = fileStoreFromEnv({}, () => bucket);
    await expect(store.save(NAME, imageBytes.png, 'image/png')).resolves.toBe(
      `https://firebasestorage.googleapis.com/v0/b/demo-estate.appspot.com/o/listings%2F${NAME}?alt=media`,
    );
    await expect(store.remove(NAME)).resolves.toBe(true);
    await expect(store.remove(NAME)).resolves.toBe(false);
    expect(info).toHaveBeenCalledWith('Uploads are stored in Cloud Storage');
  });

  it("knows its own URLs and lists what it stores, and refuses any other bucket's URL", async () => {
    const { bucket } = fakeBucket();
    const store = fileStoreFromEnv({}, () => bucket);
    const url = await store.save(NAME, imageBytes.png, 'image/png');
    expect(store.nameOf(url)).toBe(NAME);
    for (const other of [
      url.replace('demo-estate.appspot.com', 'someone-else.appspot.com'),
      url.replace('listings%2F', 'private%2F'),
      url.replace('?alt=media', '?alt=media&token=x'),
      `/api/uploads/${NAME}`,
      'https://firebasestorage.googleapis.com/v0/b/demo-estate.appspot.com/o/listings%2F..%2Fsecret.png?alt=media',
    ]) {
      expect(store.nameOf(other)).toBeUndefined();
    }
    await expect(store.list()).resolves.toEqual([{ name: NAME, storedAt: new Date('2026-11-20T10:00:00.000Z') }]);
  });

  it("removes every object of one upload from the bucket, and no other upload's", async () => {
    const { bucket, saved } = fakeBucket();
    const store = fileStoreFromEnv({}, () => bucket);
    const photo = '0f8fad5b-d9cb-469f-a165-70867728950e_1200x800_8a6f4c.jpg';
    for (const name of [...photoFileNames(photo), NAME]) await store.save(name, imageBytes.jpeg, 'image/jpeg');
    await expect(store.removeUpload('0f8fad5b-d9cb-469f-a165-70867728950e')).resolves.toBe(photoFileNames(photo).length);
    expect([...saved.keys()]).toEqual([`listings/${NAME}`]);
    await expect(store.removeUpload('0f8fad5b-d9cb-469f-a165-70867728950e')).resolves.toBe(0);
  });
});
