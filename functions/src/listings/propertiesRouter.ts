import { Router } from 'express';
import { PAGE_HEADERS } from '@estate/domain';
import { publicCache, documentRoutes } from '../platform';
import type { ListingService } from './listingService';
import { parsePropertyQuery, propertyCursor } from './propertyQuery';

/** /properties: the filtered, paged listing, the featured ones, one by id, and admin writes. */
export function propertiesRouter({ listings }: { listings: ListingService }): Router {
  const router = Router();

  // A JSON array, as docs/product.md#api reads it; the next page's cursor travels in X-Next-Cursor.
  router.get('/properties', publicCache, async (req, res) => {
    const page = await listings.list(await parsePropertyQuery(req.query));
    if (page.next) res.set(PAGE_HEADERS.nextCursor, propertyCursor(page.next));
    res.json(page.items);
  });

  router.get('/properties/featured', publicCache, async (_req, res) => {
    res.json(await listings.listFeatured());
  });

  documentRoutes(router, {
    path: '/properties',
    store: listings.store,
    schema: listings.schema,
    deletedMessage: 'Property deleted',
    afterChange: listings.afterChange,
  });

  return router;
}
