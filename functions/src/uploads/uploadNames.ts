import { IMAGE_TYPES, type ImageType } from './imageSniffer';

const TYPE_BY_EXTENSION = new Map<string, ImageType>(Object.values(IMAGE_TYPES).map((type) => [type.extension, type]));
/**
 * Exactly the names the server gives: a v4 UUID, then nothing (an upload from before photos
 * had web sizes), a photo's size and colour (its JPEG) or a width (a web size), and one
 * extension. So no path can hide in a name, and all files of one photo share its UUID.
 */
const UPLOAD_NAME =
  /^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})(?:_\d{1,5}x\d{1,5}_[0-9a-f]{6}|-\d{1,5})?\.([a-z]+)$/;

/** The image type of a name the server could have given; undefined for any other name. */
export function uploadNameType(name: string): ImageType | undefined {
  const extension = UPLOAD_NAME.exec(name)?.[2];
  return extension === undefined ? undefined : TYPE_BY_EXTENSION.get(extension);
}

/** The UUID every file of one upload starts with; undefined for a name the server could not have given. */
export const uploadId = (name: string): string | undefined => (uploadNameType(name) ? UPLOAD_NAME.exec(name)?.[1] : undefined);

/** Whether the name is one web size of a photo (`<uuid>-<width>.<ext>`): a file no document refers to by itself. */
export const isWebSizeName = (name: string): boolean => uploadNameType(name) !== undefined && /-\d{1,5}\.[a-z]+$/.test(name);

/**
 * A name the server could give but never does (random UUIDs are never all zeros): GET /api/health
 * asks the file store whether it holds it, which only a working store can answer.
 */
export const NEVER_UPLOADED = '00000000-0000-4000-8000-000000000000.jpg';
