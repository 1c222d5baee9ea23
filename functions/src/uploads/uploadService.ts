import { UPLOAD_REJECTION, type UploadedFile, type UploadResult } from '@estate/domain';
import { badRequest, conflict, notFound } from '../platform';
import type { FileStore } from './files/fileStore';
import { sniffImageType } from './imageSniffer';
import type { FilePart, RejectedFile } from './multipart';
import { makePhotoVariants, UnreadablePhotoError, type ProcessedPhoto } from './photoVariants';
import type { UploadJanitor } from './uploadJanitorService';
import { isWebSizeName, uploadId } from './uploadNames';

/** The photo made of an upload, or undefined when its bytes only looked like an image. */
async function readablePhoto(bytes: Buffer): Promise<ProcessedPhoto | undefined> {
  try {
    return await makePhotoVariants(bytes);
  } catch (error) {
    if (error instanceof UnreadablePhotoError) return undefined;
    throw error;
  }
}

/**
 * Uploaded images: each becomes a photo in web sizes (photoVariants.ts); a file's `url` is its
 * JPEG, whose name carries the rest.
 */
export function uploadService(files: FileStore, janitor: Pick<UploadJanitor, 'isUsed'>) {
  return {
    async store(parts: FilePart[]): Promise<UploadResult> {
      const rejected: RejectedFile[] = [];
      const stored: UploadedFile[] = [];
      // One photo at a time: each decode holds tens of megabytes, and the function serves other requests meanwhile.
      for (const part of parts) {
        if ('reason' in part) {
          rejected.push(part);
          continue;
        }
        const photo = sniffImageType(part.bytes) && (await readablePhoto(part.bytes));
        if (!photo) {
          rejected.push({ name: part.name, reason: UPLOAD_REJECTION.notImage });
          continue;
        }
        const [jpeg, ...webSizes] = photo.files;
        await Promise.all(webSizes.map(({ name, bytes, contentType }) => files.save(name, bytes, contentType)));
        stored.push({ url: await files.save(jpeg!.name, jpeg!.bytes, jpeg!.contentType), filename: jpeg!.name });
      }
      if (stored.length === 0) {
        const reasons = Object.fromEntries(rejected.map(({ name, reason }) => [name, reason]));
        throw badRequest('No images were uploaded', { errors: rejected.length > 0 ? reasons : undefined });
      }
      return { files: stored, rejected };
    },

    async remove(filename: string): Promise<void> {
      const id = uploadId(filename);
      if (!id || isWebSizeName(filename)) throw badRequest('Invalid file name');
      if (await janitor.isUsed(files.urlOf(filename))) throw conflict('This image is still used by a listing or article');
      if (!(await files.exists(filename))) throw notFound('File not found');
      await files.removeUpload(id);
    },
  };
}

export type UploadService = ReturnType<typeof uploadService>;
