import { randomUUID } from 'node:crypto';
import { IMAGE_TYPES, type ImageType } from './imageSniffer';

const TYPE_BY_EXTENSION = new Map<string, ImageType>(Object.values(IMAGE_TYPES).map((type) => [type.extension, type]));
/** Exactly what `newUploadName` makes: a v4 UUID and one extension, so no path can hide in it. */
const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.([a-z]+)$/;

/** A stored file's name is the server's, never the client's. */
export const newUploadName = (type: ImageType): string => `${randomUUID()}.${type.extension}`;

/** The image type of a name the server could have given; undefined for any other name. */
export function uploadNameType(name: string): ImageType | undefined {
  const extension = UPLOAD_NAME.exec(name)?.[1];
  return extension === undefined ? undefined : TYPE_BY_EXTENSION.get(extension);
}
