import type { FileStore } from './files/fileStore';
import { sniffImageType } from './imageSniffer';
import { makePhotoVariants, UnreadablePhotoError } from './photoVariants';

/** A photo stored: its JPEG's name and URL (the photo's URL, whose name carries its web sizes). */
export interface StoredPhoto {
  name: string;
  url: string;
}

/**
 * Makes a photo of image bytes (photoVariants.ts: upright, web sizes in each format, no metadata)
 * and stores its files, the web sizes before the JPEG whose URL names the photo. Undefined when the
 * bytes are no image sharp reads. An upload and an MLS listing's photo take this same path.
 */
export async function storePhoto(files: FileStore, bytes: Buffer): Promise<StoredPhoto | undefined> {
  if (!sniffImageType(bytes)) return undefined;
  let photo;
  try {
    photo = await makePhotoVariants(bytes);
  } catch (error) {
    if (error instanceof UnreadablePhotoError) return undefined;
    throw error;
  }
  const [jpeg, ...webSizes] = photo.files;
  await Promise.all(webSizes.map(({ name, bytes: sized, contentType }) => files.save(name, sized, contentType)));
  return { name: jpeg!.name, url: await files.save(jpeg!.name, jpeg!.bytes, jpeg!.contentType) };
}
