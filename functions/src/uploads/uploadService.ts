import { UPLOAD_REJECTION, type UploadedFile, type UploadResult } from '@estate/domain';
import { badRequest, conflict, notFound } from '../platform';
import type { FileStore } from './files/fileStore';
import type { FilePart, RejectedFile } from './multipart';
import { storePhoto } from './photoStore';
import type { UploadJanitor } from './uploadJanitorService';
import { isWebSizeName, uploadId } from './uploadNames';

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
        const photo = await storePhoto(files, part.bytes);
        if (!photo) {
          rejected.push({ name: part.name, reason: UPLOAD_REJECTION.notImage });
          continue;
        }
        stored.push({ url: photo.url, filename: photo.name });
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
