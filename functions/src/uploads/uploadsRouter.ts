import { Router } from 'express';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_REJECTION,
  UPLOAD_REQUEST_MAX_BYTES,
  type UploadedFile,
  type UploadResult,
} from '@estate/domain';
import type { AppDeps } from '../deps';
import { HttpError, notFound } from '../platform/httpError';
import { noStore } from '../platform/http/cache';
import { requireAdmin } from '../platform/http/session';
import { sniffImageType } from './imageSniffer';
import { readMultipartFiles, type MultipartLimits, type RejectedFile } from './multipart';
import { uploadJanitor } from './uploadJanitor';
import { makePhotoVariants, UnreadablePhotoError, type ProcessedPhoto } from './photoVariants';
import { isWebSizeName, uploadId } from './uploadNames';

declare module 'express-serve-static-core' {
  interface Request {
    /** The body's bytes: Cloud Functions reads the request stream before the app sees it. */
    rawBody?: Buffer;
  }
}

const UPLOAD_LIMITS: MultipartLimits = {
  field: 'images',
  maxFiles: UPLOAD_MAX_FILES,
  maxFileBytes: UPLOAD_MAX_BYTES,
  // The dashboard's largest batch plus room for the multipart framing: under Cloud Run's 32 MiB.
  maxRequestBytes: UPLOAD_REQUEST_MAX_BYTES + 1024 * 1024,
};

/** The photo made of an upload, or undefined when its bytes only looked like an image. */
async function readablePhoto(bytes: Buffer): Promise<ProcessedPhoto | undefined> {
  try {
    return await makePhotoVariants(bytes);
  } catch (error) {
    if (error instanceof UnreadablePhotoError) return undefined;
    throw error;
  }
}

/** The multipart upload's path under /api: the one route whose body is not JSON. */
export const UPLOAD_ROUTE = '/upload-multiple';

/**
 * POST /upload-multiple and DELETE /upload/:filename, for admins. Each image becomes a photo in
 * web sizes (services/photoVariants); a file's `url` is its JPEG, whose name carries the rest. A store that needs its files served brings its own routes (FileStore.routes). */
export function uploadsRouter({ db, files }: AppDeps): Router {
  const router = Router();
  const janitor = uploadJanitor(db, files);

  router.post(UPLOAD_ROUTE, noStore, requireAdmin, async (req, res) => {
    const rejected: RejectedFile[] = [];
    const stored: UploadedFile[] = [];
    // One photo at a time: each decode holds tens of megabytes, and the function serves other requests meanwhile.
    for (const part of await readMultipartFiles(req.headers, req.rawBody ?? req, UPLOAD_LIMITS)) {
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
      // The JPEG last: its URL is the photo's, so a photo whose URL exists has all its sizes.
      stored.push({ url: await files.save(jpeg!.name, jpeg!.bytes, jpeg!.contentType), filename: jpeg!.name });
    }
    if (stored.length === 0) {
      // Keyed by file name, so the client can still say why each one was refused.
      const reasons = Object.fromEntries(rejected.map(({ name, reason }) => [name, reason]));
      throw new HttpError(400, 'No images were uploaded', rejected.length > 0 ? reasons : undefined);
    }
    const result: UploadResult = { files: stored, rejected };
    res.status(201).json(result);
  });

  router.delete('/upload/:filename', noStore, requireAdmin, async (req, res) => {
    const filename = String(req.params.filename);
    const id = uploadId(filename);
    // A photo goes by its JPEG's name, the one documents hold: only that name can tell whether it is used.
    if (!id || isWebSizeName(filename)) throw new HttpError(400, 'Invalid file name');
    // A dialog deletes only what it uploaded itself, but a listing saved meanwhile, or a duplicate, may use it.
    if (await janitor.isUsed(files.urlOf(filename))) throw new HttpError(409, 'This image is still used by a listing or article');
    if (!(await files.exists(filename))) throw notFound('File not found');
    await files.removeUpload(id);
    res.json({ message: 'Image deleted' });
  });

  return router;
}
