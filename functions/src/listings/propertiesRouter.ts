import { Router } from 'express';
import { isSiteMediaPath, listingImagesSchema, PAGE_HEADERS, propertySchema } from '@estate/domain';
import type { AppDeps } from '../deps';
import { firestorePropertyRepository } from './propertyRepository';
import { publicCache } from '../platform/http/cache';
import { uploadJanitor } from '../uploads/uploadJanitor';
import { documentRoutes } from '../platform/http/documentRoutes';
import { parsePropertyQuery, propertyCursor } from './propertyQuery';

/** /properties: the filtered, paged listing, the featured ones, one by id, and admin writes. */
export function propertiesRouter({ db, files, logger }: AppDeps): Router {
  const router = Router();
  const properties = firestorePropertyRepository(db);
  const janitor = uploadJanitor(db, files);
  // A listing shows only images this site serves: its own media and its uploads, never a URL
  // that would make every visitor's browser call another server.
  const isSiteImage = (url: unknown) => typeof url === 'string' && (isSiteMediaPath(url) || files.nameOf(url) !== undefined);
  // An upload can be deleted while a form still shows it (another admin deleted the listing it came from).
  const uploadsExist = async (urls: unknown[]) => {
    const names = urls.map((url) => (typeof url === 'string' ? files.nameOf(url) : undefined)).filter((name) => name !== undefined);
    return (await Promise.all(names.map((name) => files.exists(name)))).every(Boolean);
  };
  const schema = propertySchema.shape({
    images: listingImagesSchema
      .test('site-images', 'Images must be uploaded to this site', (urls) => (urls ?? []).every(isSiteImage))
      .test('uploads-exist', 'An image of this listing no longer exists: remove it and upload it again', (urls) =>
        uploadsExist(urls ?? []),
      ),
  });

  // A JSON array, as docs/product.md#api reads it; the next page's cursor travels in X-Next-Cursor.
  router.get('/properties', publicCache, async (req, res) => {
    const page = await properties.list(await parsePropertyQuery(req.query));
    if (page.next) res.set(PAGE_HEADERS.nextCursor, propertyCursor(page.next));
    res.json(page.items);
  });

  router.get('/properties/featured', publicCache, async (_req, res) => {
    res.json(await properties.listFeatured());
  });

  documentRoutes(router, {
    path: '/properties',
    store: properties,
    schema,
    deletedMessage: 'Property deleted',
    // Photos the listing no longer shows go with it, unless another document uses them. The
    // listing is saved already: a failure here is logged, and the daily clean-up retries.
    afterChange: async (before, after) => {
      const dropped = before.images.filter((url) => !after?.images.includes(url));
      await janitor.releaseImages(dropped).catch((error: unknown) => {
        logger.error('Could not delete the photos a listing let go of', { error: String(error), urls: dropped });
      });
    },
  });

  return router;
}
