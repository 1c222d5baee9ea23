// `npm run photo-fixtures -- <folder> [count]`: writes `count` (10 unless given) camera-like
// JPEGs into `folder`: 4000×3000, 4 to 5 MiB, with a camera's EXIF (GPS in Cincinnati, an
// orientation; some stored sideways). The same files on every run (scripts/fixtures/cameraPhotos.ts).
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { writeCameraPhotos } from './fixtures/fixtureFiles';

const [folder, countArgument = '10'] = process.argv.slice(2);
const count = Number(countArgument);
if (!folder || !Number.isInteger(count) || count < 1) {
  console.error('Usage: npm run photo-fixtures -- <folder> [count]   (count: a whole number from 1, 10 unless given)');
  process.exit(2);
}

const MiB = 1024 * 1024;
const started = performance.now();
const files = await writeCameraPhotos(resolve(folder), count, {
  onFile({ path, made }) {
    if (!made) return;
    const { photo, ms } = made;
    console.log(
      `${path}  ${(photo.bytes.length / MiB).toFixed(2)} MiB  ${photo.width}×${photo.height} stored, ` +
        `${photo.upright.width}×${photo.upright.height} upright (orientation ${photo.spec.orientation})  ` +
        `${photo.spec.camera.model}  quality ${photo.quality}  ${(ms / 1000).toFixed(1)} s`,
    );
  },
});
const total = files.reduce((sum, file) => sum + file.bytes, 0);
console.log(`${files.length} photo(s), ${(total / MiB).toFixed(1)} MiB, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
