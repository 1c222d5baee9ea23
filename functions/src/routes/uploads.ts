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
import { HttpError, notFound } from '../httpError';
import { noStore } from '../middleware/cache';
import { requireAdmin } from '../middleware/session';
import { sniffImageType, type ImageType } from '../services/imageSniffer';
import { readMultipartFiles, type MultipartLimits, type RejectedFile } from '../services/multipart';
import { uploadJanitor } from '../services/uploadJanitor';
import { newUploadName, uploadNameType } from '../services/uploadNames';

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

/** The multipart upload's path under /api: the one route whose body is not JSON. */
export const UPLOAD_ROUTE = '/upload-multiple';

/** POST /upload-multiple and DELETE /upload/:filename, for admins. A store that needs its files served brings its own routes (FileStore.routes). */
export function uploadsRouter({ db, files }: AppDeps): Router {
  const router = Router();
  const janitor = uploadJanitor(db, files);

  router.post(UPLOAD_ROUTE, noStore, requireAdmin, async (req, res) => {
    const rejected: RejectedFile[] = [];
    const images: { bytes: Buffer; type: ImageType }[] = [];
    for (const part of await readMultipartFiles(req.headers, req.rawBody ?? req, UPLOAD_LIMITS)) {
      if ('reason' in part) {
        rejected.push(part);
        continue;
      }
      const type = sniffImageType(part.bytes);
      if (type) images.push({ bytes: part.bytes, type });
      else rejected.push({ name: part.name, reason: UPLOAD_REJECTION.notImage });
    }
    if (images.length === 0) {
      // Keyed by file name, so the client can still say why each one was refused.
      const reasons = Object.fromEntries(rejected.map(({ name, reason }) => [name, reason]));
      throw new HttpError(400, 'No images were uploaded', rejected.length > 0 ? reasons : undefined);
    }
    const stored = await Promise.all(
      images.map(async ({ bytes, type }): Promise<UploadedFile> => {
        const filename = newUploadName(type);
        return { url: await files.save(filename, bytes, type.contentType), filename };
      }),
    );
    const result: UploadResult = { files: stored, rejected };
    res.status(201).json(result);
  });

  router.delete('/upload/:filename', noStore, requireAdmin, async (req, res) => {
    const filename = String(req.params.filename);
    if (!uploadNameType(filename)) throw new HttpError(400, 'Invalid file name');
    // A dialog deletes only what it uploaded itself, but a listing saved meanwhile, or a duplicate, may use it.
    if (await janitor.isUsed(files.urlOf(filename))) throw new HttpError(409, 'This image is still used by a listing or article');
    if (!(await files.remove(filename))) throw notFound('File not found');
    res.json({ message: 'Image deleted' });
  });

  return router;
}
