import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { localDiskFileStore } from '../../src/uploads/files/localDisk';
import { completePhotoSizes } from '../../src/uploads/photoSizeBackfill';
import { makePhotoVariants } from '../../src/uploads/photoVariants';
import { realImage } from '../support/images';

// Needs no emulator: `npx jest functions/test/uploads/photoSizeBackfill --selectProjects api` runs it alone.
const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'photo-sizes-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('completePhotoSizes', () => {
  it('makes the web sizes a stored photo lacks, at their width and in their format, and nothing on a second run', async () => {
    const store = localDiskFileStore(dir);
    const { files } = await makePhotoVariants(await realImage('png', 1200, 900), ID);
    const lacking = files.filter(({ name }) => /-800\.(avif|webp)$/.test(name));
    expect(lacking.map(({ name }) => name)).toEqual([`${ID}-800.avif`, `${ID}-800.webp`]);
    for (const file of files) if (!lacking.includes(file)) await store.save(file.name, file.bytes, file.contentType);
    await store.save('0f8fad5b-d9cb-469f-a165-70867728950e.png', await realImage('png'), 'image/png');

    await expect(completePhotoSizes(store)).resolves.toBe(1);
    for (const { name } of lacking) {
      const made = await sharp((await store.read(name))!).metadata();
      expect([made.width, made.height, made.format]).toEqual([800, 600, name.endsWith('.avif') ? 'heif' : 'webp']);
    }
    const names = (await store.list()).map(({ name }) => name).sort();
    expect(names).toEqual([...files.map(({ name }) => name), '0f8fad5b-d9cb-469f-a165-70867728950e.png'].sort());
    await expect(completePhotoSizes(store)).resolves.toBe(0);
  });
});
