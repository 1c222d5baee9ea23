import { Router } from 'express';
import { notFound } from '../../../platform';
import { uploadNameType } from '../../uploadNames';
import { UPLOAD_CACHE_CONTROL } from '../fileStore';

/** Where the api serves a local-disk file from (GET /api/uploads/:filename). */
export const LOCAL_UPLOADS_PATH = '/api/uploads/';
export const localUploadUrl = (name: string) => `${LOCAL_UPLOADS_PATH}${name}`;

/** GET /uploads/:filename: the local-disk store's files, served by the api itself. */
export function localUploadsRouter(read: (name: string) => Promise<Buffer | null>): Router {
  const router = Router();
  router.get('/uploads/:filename', async (req, res) => {
    const filename = String(req.params.filename);
    const type = uploadNameType(filename);
    const bytes = type && (await read(filename));
    if (!type || !bytes) throw notFound('File not found');
    res.set({ 'Content-Type': type.contentType, 'Cache-Control': UPLOAD_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff' }).send(bytes);
  });
  return router;
}
