import { responsivePhoto } from '@estate/domain';
import type { FileStore } from './files/fileStore';
import { decodePhoto, encodeWebSizes } from './photoVariants';

/**
 * Makes the web sizes that stored photos lack. A photo stored before a width joined PHOTO_WIDTHS
 * (packages/domain/src/uploads/photos.ts) has no file of that width, yet every page derives its srcset
 * from the photo's name, so browsers would ask for a file that is not there. Each lacking size is
 * made from the largest size stored (else the JPEG), by the upload's own encoders, never larger
 * than its source. Answers how many photos were completed.
 */
export async function completePhotoSizes(files: FileStore): Promise<number> {
  const stored = new Set((await files.list()).map(({ name }) => name));
  let completed = 0;
  for (const name of stored) {
    const photo = responsivePhoto(name);
    if (!photo) continue;
    const lacking = photo.sizes.filter(({ urls }) => Object.values(urls).some((file) => !stored.has(file)));
    if (lacking.length === 0) continue;
    const sourceName = photo.sizes.map(({ urls }) => urls.webp).findLast((file) => stored.has(file)) ?? name;
    const source = await files.read(sourceName);
    if (!source) continue;
    const decoded = await decodePhoto(source, photo.id);
    const widths = lacking.map(({ width }) => width).filter((width) => width <= decoded.photo.width);
    for (const file of await encodeWebSizes(decoded, widths)) {
      if (!stored.has(file.name)) await files.save(file.name, file.bytes, file.contentType);
    }
    completed += 1;
  }
  return completed;
}
