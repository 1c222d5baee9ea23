import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PHOTO_JPEG_WIDTH, responsivePhoto, type UploadResult, inTurn } from '@estate/domain';
import { writeCameraPhotos } from '../fixtures/fixtureFiles';
import { DEMO_ADMIN, SITE_URL } from '../stack/config';
import { LOCAL_DIR } from '../stack/paths';
import { staffCookie } from './staffSession';
import { median, percentile90 } from './timedRequests';

/**
 * `npm run perf -- uploads`: the photo upload benchmark. Ten camera photos of 4 to 5 MB
 * (scripts/fixtures/cameraPhotos.ts) go through POST /api/upload-multiple as the dashboard sends
 * them: one file per request, two requests at a time, signed in as the demo admin, through
 * Hosting to the uploads function (firebase.json's rewrite). It prints the total and per-photo
 * times and what the store holds of each photo, by size and format, then deletes the uploads.
 */
export const UPLOAD_BENCHMARK = { photos: 10, concurrency: 2 } as const;

/** Generated once, then reused while the generator and the artwork are unchanged (their hash is in the names). */
const FIXTURE_DIR = join(LOCAL_DIR, 'perf', 'photo-fixtures');

const KB = 1024;
const MB = 1024 * 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(0)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Uploaded {
  name: string;
  bytesIn: number;
  ms: number;
  url: string;
  filename: string;
}

async function uploadOne(site: string, cookie: string, path: string): Promise<Uploaded> {
  const bytes = await readFile(path);
  const form = new FormData();
  form.append('images', new Blob([bytes], { type: 'image/jpeg' }), basename(path));
  const started = performance.now();
  const response = await fetch(`${site}/api/upload-multiple`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: site },
    body: form,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`uploading ${basename(path)} answered ${response.status}: ${text.slice(0, 200)}`);
  const [file] = (JSON.parse(text) as UploadResult).files;
  if (!file) throw new Error(`uploading ${basename(path)} stored nothing: ${text.slice(0, 200)}`);
  return { name: basename(path), bytesIn: bytes.length, ms, ...file };
}

/** The bytes of each file stored for the photo at `url`, by row label: `jpeg 1600 px`, `320 px avif`, `320 px webp`, … */
async function storedBytes(site: string, url: string): Promise<Map<string, number>> {
  const photo = responsivePhoto(url);
  if (!photo) throw new Error(`${url} is not the URL of a photo with web sizes`);
  const files: [string, string][] = [[`jpeg ${Math.min(photo.width, PHOTO_JPEG_WIDTH)} px`, url]];
  const widths = new Map<number, [string, string][]>();
  for (const { type, srcSet } of photo.sources) {
    for (const entry of srcSet.split(', ')) {
      const [variantUrl = '', width = ''] = entry.split(' ');
      const pixels = Number.parseInt(width, 10);
      widths.set(pixels, [...(widths.get(pixels) ?? []), [`${pixels} px ${type.replace('image/', '')}`, variantUrl]]);
    }
  }
  // By width, then format: the rows of the table.
  for (const [, entries] of [...widths].sort(([a], [b]) => a - b)) files.push(...entries);
  const sizes = new Map<string, number>();
  for (const [label, fileUrl] of files) {
    const response = await fetch(new URL(fileUrl, site));
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${fileUrl} answered ${response.status}`);
    sizes.set(label, body.length);
  }
  return sizes;
}

const range = (values: number[], format: (value: number) => string) =>
  `${format(median(values)).padStart(8)}  (${format(Math.min(...values))} to ${format(Math.max(...values))})`;

/**
 * `site`: the local stack's Hosting (the default), or any origin that serves the api, such as
 * the Express app on plain Node, whose figures are one instance's (the Functions emulator's are not).
 */
export async function measurePhotoUploads(site = SITE_URL): Promise<void> {
  console.log(`\n[perf] Photo uploads: ${UPLOAD_BENCHMARK.photos} camera photos through POST /api/upload-multiple`);
  const generating = performance.now();
  const fixtures = await writeCameraPhotos(FIXTURE_DIR, UPLOAD_BENCHMARK.photos, { reuse: true });
  const made = fixtures.filter((fixture) => fixture.made).length;
  if (made > 0) console.log(`  Made ${made} fixture(s) in ${seconds(performance.now() - generating)} (kept in ${FIXTURE_DIR})`);

  const cookie = await staffCookie(DEMO_ADMIN, site);
  const started = performance.now();
  const uploads = await inTurn(fixtures, UPLOAD_BENCHMARK.concurrency, (fixture) => uploadOne(site, cookie, fixture.path));
  const totalMs = performance.now() - started;

  const stored = await Promise.all(uploads.map((upload) => storedBytes(site, upload.url)));
  const totals = stored.map((sizes) => [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0));
  const inBytes = uploads.map((upload) => upload.bytesIn);
  const times = uploads.map((upload) => upload.ms);

  console.log(
    `  ${uploads.length} photos of ${range(inBytes, (bytes) => `${(bytes / MB).toFixed(2)} MB`).trim()}, ` +
      `one per request, ${UPLOAD_BENCHMARK.concurrency} requests at a time, to ${site === SITE_URL ? 'the uploads function through Hosting' : site}`,
  );
  console.log(`  total ${seconds(totalMs)}, ${seconds(totalMs / uploads.length)} a photo`);
  console.log(
    `  each request: median ${seconds(median(times))}, p90 ${seconds(percentile90(times))}, slowest ${seconds(Math.max(...times))}`,
  );
  console.log('  stored per photo, median over the photos (smallest to largest):');
  const labels = [...new Set(stored.flatMap((sizes) => [...sizes.keys()]))];
  for (const label of labels) {
    const values = stored.map((sizes) => sizes.get(label)).filter((bytes): bytes is number => bytes !== undefined);
    const note = values.length < stored.length ? `  (${values.length} of ${stored.length} photos)` : '';
    console.log(`    ${label.padEnd(12)} ${range(values, kb)}${note}`);
  }
  console.log(`    ${'all files'.padEnd(12)} ${range(totals, kb)}`);
  for (const upload of uploads) {
    console.log(`    ${upload.name.padEnd(48)} ${seconds(upload.ms).padStart(7)}  → ${upload.filename}`);
  }
  if (site === SITE_URL) {
    console.log(
      '  The Functions emulator runs one invocation of a function at a time: the two requests in flight are processed one after the other.',
    );
  }

  // Tidy: the benchmark's photos are no listing's.
  const deleted = await Promise.all(
    uploads.map(async ({ filename }) => {
      const response = await fetch(`${site}/api/upload/${encodeURIComponent(filename)}`, {
        method: 'DELETE',
        headers: { Cookie: cookie, Origin: site },
      });
      await response.text();
      return response.ok;
    }),
  );
  if (deleted.some((ok) => !ok)) console.log(`  Could not delete ${deleted.filter((ok) => !ok).length} of the uploads afterwards.`);
}
