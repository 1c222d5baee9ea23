import { Router } from 'express';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_REQUEST_MAX_BYTES } from '@estate/domain';
import { noStore, requireAdmin } from '../platform';
import { readMultipartFiles, type MultipartLimits } from './multipart';
import type { UploadService } from './uploadService';

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

/**
 * POST /upload-multiple and DELETE /upload/:filename, for admins. Each image becomes a photo in
 * web sizes (uploadService.ts); a file's `url` is its JPEG, whose name carries the rest. A store that needs its files served brings its own routes (FileStore.routes). */
export function uploadsRouter({ uploads }: { uploads: UploadService }): Router {
  const router = Router();

  router.post(UPLOAD_ROUTE, noStore, requireAdmin, async (req, res) => {
    const parts = await readMultipartFiles(req.headers, req.rawBody ?? req, UPLOAD_LIMITS);
    res.status(201).json(await uploads.store(parts));
  });

  router.delete('/upload/:filename', noStore, requireAdmin, async (req, res) => {
    await uploads.remove(String(req.params.filename));
    res.json({ message: 'Image deleted' });
  });

  return router;
}
