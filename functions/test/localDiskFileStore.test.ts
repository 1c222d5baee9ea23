import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localDiskFileStore } from '../src/data/localDisk';
import { imageBytes } from './support/images';

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
