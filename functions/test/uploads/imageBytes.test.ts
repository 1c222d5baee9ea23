import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localDiskFileStore } from '../../src/uploads/files/localDisk';
import { siteMediaReader, smallestImageReader } from '../../src/uploads/imageBytes';

// Needs no emulator: `npx jest functions/test/uploads/imageBytes --selectProjects api` runs it alone.
const ID = 'c51f2273-243e-4dc0-8104-fd8e78522da1';
const JPEG = `${ID}_1600x1067_586848.jpg`;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'image-bytes-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The site's own media as a map of path to bytes, each read recorded. */
function siteMediaOf(files: Record<string, string>) {
  return jest.fn(async (path: string) => (path in files ? Buffer.from(files[path]!) : null));
}

describe('smallestImageReader', () => {
  it("reads an upload's smallest web size, not its JPEG", async () => {
    const files = localDiskFileStore(dir);
    const url = await files.save(JPEG, Buffer.from('the jpeg'), 'image/jpeg');
    await files.save(`${ID}-320.webp`, Buffer.from('the 320 px webp'), 'image/webp');
    const read = smallestImageReader({ files, siteMedia: siteMediaOf({}) });
    expect((await read(url))?.toString()).toBe('the 320 px webp');
  });

  it('reads the file itself when the photo has no web sizes stored, and nothing for an address no store holds', async () => {
    const files = localDiskFileStore(dir);
    const url = await files.save(JPEG, Buffer.from('the jpeg'), 'image/jpeg');
    const read = smallestImageReader({ files, siteMedia: siteMediaOf({}) });
    expect((await read(url))?.toString()).toBe('the jpeg');
    expect(await read(files.urlOf(`${ID}_800x600_aabbcc.jpg`))).toBeNull();
    expect(await read('https://elsewhere.example/house.jpg')).toBeNull();
  });

  it("reads the site's own photos from the site, their smallest web size first", async () => {
    const siteMedia = siteMediaOf({ [`/media/art/${ID}-320.webp`]: 'the artwork at 320 px', '/media/homes/home-01.svg': '<svg/>' });
    const read = smallestImageReader({ files: localDiskFileStore(dir), siteMedia });
    expect((await read(`/media/art/${JPEG}`))?.toString()).toBe('the artwork at 320 px');
    expect((await read('/media/homes/home-01.svg'))?.toString()).toBe('<svg/>');
    expect(siteMedia.mock.calls.map(([path]) => path)).toEqual([`/media/art/${ID}-320.webp`, '/media/homes/home-01.svg']);
  });
});

describe('siteMediaReader', () => {
  const answering = (status: number, contentType: string) =>
    jest.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response('bytes', { status, headers: { 'Content-Type': contentType } }),
    );

  it('reads an image from the site, within a time limit', async () => {
    const fetchFile = answering(200, 'image/webp');
    const bytes = await siteMediaReader('https://queencityestates.com', fetchFile)(`/media/art/${ID}-320.webp`);
    expect(bytes?.toString()).toBe('bytes');
    const [url, init] = fetchFile.mock.calls[0]!;
    expect(String(url)).toBe(`https://queencityestates.com/media/art/${ID}-320.webp`);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    ['a missing file', 404, 'text/html'],
    ["the site's page, which Hosting answers for a path it does not hold", 200, 'text/html; charset=utf-8'],
  ])('answers nothing for %s', async (_name, status, contentType) => {
    expect(await siteMediaReader('https://queencityestates.com', answering(status, contentType))('/media/art/gone.jpg')).toBeNull();
  });

  it('answers nothing when the site does not answer in time (the teaser shows its fallback, not a 500)', async () => {
    const timedOut = jest.fn(async () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')));
    expect(await siteMediaReader('https://queencityestates.com', timedOut)('/media/art/slow.jpg')).toBeNull();
  });
});
