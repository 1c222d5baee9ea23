import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Response } from '@playwright/test';
import sharp from 'sharp';
import { responsivePhoto, type UploadResult } from '@estate/domain';
import { writeCameraPhotos } from '../scripts/fixtures/fixtureFiles';
import { LOCAL_DIR } from '../scripts/stack/paths';
import { cleanUp, removeUploads, signInAs } from './support/admin';
import { expect, test } from './support/test';

/** Shared with `npm run perf -- uploads`: made once, reused while the generator is unchanged. */
const FIXTURE_DIR = join(LOCAL_DIR, 'perf', 'photo-fixtures');

/** What a camera writes and must never reach the public: EXIF's header, its GPS tag names, the camera, the ICC profile. */
const METADATA_MARKERS = ['Exif\0\0', 'GPSLatitude', 'GPSLongitude', 'ICC_PROFILE', 'http://ns.adobe.com/xap/1.0/'];

const FORMATS = {
  'image/jpeg': (bytes: Buffer) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  'image/webp': (bytes: Buffer) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP',
  'image/avif': (bytes: Buffer) => bytes.toString('latin1', 4, 12) === 'ftypavif',
} as const;

test('camera photos uploaded in the dashboard are served upright, in every web size, with no metadata', async ({ page, baseURL }) => {
  // Its waits (two 12-megapixel photos made into 26 files, then deleted) may each take two minutes
  // on a busy machine: the hang guard is three times the others'.
  test.slow();
  // Two kinds: one stored as shot, one stored sideways (EXIF Orientation 6) that is a portrait.
  const fixtures = await writeCameraPhotos(FIXTURE_DIR, 2, { reuse: true });
  const [landscape, portrait] = fixtures;
  expect(portrait!.spec.orientation).toBe(6);
  const uploaded: string[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/api/upload-multiple' || !response.ok()) return;
    uploaded.push(...((await response.json()) as UploadResult).files.map((file) => file.url));
  });

  try {
    await signInAs(page);
    await page.goto('/admin/properties');
    await page.getByRole('button', { name: 'Add Property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Property' });
    await dialog.getByTestId('property-images-files').setInputFiles(
      await Promise.all(
        fixtures.map(async ({ path }, index) => ({
          name: `camera-${index + 1}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await readFile(path),
        })),
      ),
    );
    const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
    // Generous: the server makes eleven files of each 12-megapixel photo, on a machine that may be busy.
    await expect(toasts.getByText('2 images uploaded successfully', { exact: true })).toBeVisible({ timeout: 120_000 });
    const grid = dialog.getByRole('list', { name: 'Uploaded images' });
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    expect(uploaded).toHaveLength(2);

    const photos = uploaded.map((url) => responsivePhoto(url)!);
    // In the order chosen: the landscape first, as shot; the sideways one turned upright.
    expect(photos.map(({ width, height }) => [width, height])).toEqual([
      [2400, 1800],
      [2400, 3200],
    ]);
    expect(landscape!.spec.orientation).toBe(1);

    for (const photo of photos) {
      const files = [
        { url: photo.src, type: 'image/jpeg' as const, width: 1600, height: (photo.height * 1600) / photo.width },
        ...photo.sizes.flatMap(({ width, height, urls }) => [
          { url: urls.avif, type: 'image/avif' as const, width, height },
          { url: urls.webp, type: 'image/webp' as const, width, height },
        ]),
      ];
      expect(photo.sizes.map(({ width }) => width)).toEqual([320, 640, 800, 960, 1600, 2400]);
      for (const file of files) {
        const response = await page.request.get(file.url);
        expect(response.status(), file.url).toBe(200);
        expect(response.headers()['content-type']).toBe(file.type);
        const bytes = await response.body();
        expect(FORMATS[file.type](bytes), `${file.url} is ${file.type}`).toBe(true);
        const metadata = await sharp(bytes).metadata();
        expect([metadata.width, metadata.height], file.url).toEqual([file.width, Math.round(file.height)]);
        expect({
          exif: metadata.exif,
          icc: metadata.icc,
          xmp: metadata.xmp,
          iptc: metadata.iptc,
          orientation: metadata.orientation,
        }).toEqual({
          exif: undefined,
          icc: undefined,
          xmp: undefined,
          iptc: undefined,
          orientation: undefined,
        });
        const text = bytes.toString('latin1');
        for (const marker of [...METADATA_MARKERS, portrait!.spec.camera.model, landscape!.spec.camera.model]) {
          expect(text.includes(marker), `${file.url} carries ${JSON.stringify(marker)}`).toBe(false);
        }
      }
    }

    // Cancelled, the dialog deletes what it uploaded, every size with it. Its requests are awaited
    // as such: a busy machine may take longer than a poll's patience, and a refusal shows its status.
    const deleted = uploaded.map((url) => {
      const path = `/api/upload/${url.split('/').pop()}`;
      const isDelete = (response: Response) => response.request().method() === 'DELETE' && new URL(response.url()).pathname === path;
      return page.waitForResponse(isDelete, { timeout: 120_000 });
    });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    for (const response of await Promise.all(deleted)) {
      expect(response.status(), `DELETE ${response.url()}`).toBe(200);
    }
    for (const photo of photos) {
      expect((await page.request.get(photo.src)).status(), photo.src).toBe(404);
      expect((await page.request.get(photo.sizes[0]!.urls.webp)).status(), photo.sizes[0]!.urls.webp).toBe(404);
    }
  } finally {
    // A step that failed before the cancel leaves them: delete them by their JPEG's name.
    await cleanUp(baseURL!, 'camera photos', async (api) => {
      const left = [];
      for (const url of uploaded) if ((await api.get(url)).status() === 200) left.push(url.split('/').pop()!);
      await removeUploads(api, left);
    });
  }
});
