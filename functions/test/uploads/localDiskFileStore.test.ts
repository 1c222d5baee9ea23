import { mkdtemp, readFile, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localDiskFileStore } from '../../src/uploads/files/localDisk';
import { imageBytes, photoFileNames } from '../support/images';

const NAME = '3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f.png';
let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'uploads-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('localDiskFileStore', () => {
  it('creates its folder, writes the bytes and answers the api URL that serves them', async () => {
    const dir = join(root, 'nested', 'uploads');
    const store = localDiskFileStore(dir);
    await expect(store.save(NAME, imageBytes.png, 'image/png')).resolves.toBe(`/api/uploads/${NAME}`);
    expect(await readFile(join(dir, NAME))).toEqual(imageBytes.png);
    await expect(store.read(NAME)).resolves.toEqual(imageBytes.png);
  });

  it('removes a file once: true, then false', async () => {
    const store = localDiskFileStore(root);
    await store.save(NAME, imageBytes.png, 'image/png');
    await expect(store.remove(NAME)).resolves.toBe(true);
    await expect(store.remove(NAME)).resolves.toBe(false);
    expect(await readdir(root)).toEqual([]);
  });

  it("removes every file of one upload, its JPEG and web sizes, and no other upload's", async () => {
    const store = localDiskFileStore(root);
    const photo = '0f8fad5b-d9cb-469f-a165-70867728950e_1200x800_8a6f4c.jpg';
    const other = '7c9e6679-7425-40de-944b-e07fc1f90ae7_700x500_3a5f8a.jpg';
    // A name sharing the first characters of the upload's UUID, and an upload from before web sizes.
    const lookalike = '0f8fad5b-d9cb-469f-a165-70867728950f-320.webp';
    const legacy = '3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f.png';
    const names = [...photoFileNames(photo), ...photoFileNames(other), lookalike, legacy];
    for (const name of names) await store.save(name, imageBytes.jpeg, 'image/jpeg');

    await expect(store.removeUpload('0f8fad5b-d9cb-469f-a165-70867728950e')).resolves.toBe(photoFileNames(photo).length);
    expect((await readdir(root)).sort()).toEqual([...photoFileNames(other), lookalike, legacy].sort());
    await expect(store.removeUpload('0f8fad5b-d9cb-469f-a165-70867728950e')).resolves.toBe(0);
    await expect(store.removeUpload('3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f')).resolves.toBe(1);
    expect((await store.list()).map(({ name }) => name).sort()).toEqual([...photoFileNames(other), lookalike].sort());
  });

  it('lists and removes around a file removed between its listing and its look (two uploads deleted at once)', async () => {
    const store = localDiskFileStore(root);
    const photo = '0f8fad5b-d9cb-469f-a165-70867728950e_1200x800_8a6f4c.jpg';
    await store.save(photo, imageBytes.jpeg, 'image/jpeg');
    // A name the folder lists whose file is gone when looked at, as another delete leaves it.
    await symlink(join(root, 'gone.jpg'), join(root, '7c9e6679-7425-40de-944b-e07fc1f90ae7-320.avif'));
    expect((await store.list()).map(({ name }) => name)).toEqual([photo]);
    await expect(store.removeUpload('0f8fad5b-d9cb-469f-a165-70867728950e')).resolves.toBe(1);
  });

  it('removes nothing of an upload it does not hold, even before its folder exists', async () => {
    await expect(localDiskFileStore(join(root, 'missing')).removeUpload('0f8fad5b-d9cb-469f-a165-70867728950e')).resolves.toBe(0);
  });

  it('reads null for a file it does not hold, even before its folder exists', async () => {
    const store = localDiskFileStore(join(root, 'missing'));
    await expect(store.read(NAME)).resolves.toBeNull();
    await expect(store.remove(NAME)).resolves.toBe(false);
  });

  it.each(['../escape.png', 'a/b.png', '.hidden', '..'])('refuses to step outside its folder for %s', async (name) => {
    const store = localDiskFileStore(join(root, 'uploads'));
    await expect(store.save(name, imageBytes.png, 'image/png')).rejects.toThrow('Not a plain file name');
    await expect(store.read(name)).rejects.toThrow('Not a plain file name');
    await expect(store.remove(name)).rejects.toThrow('Not a plain file name');
    expect(await readdir(root)).toEqual([]);
  });
});
