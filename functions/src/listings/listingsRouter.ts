import { Router, type RequestHandler } from 'express';
import {
  detailFor,
  isStaffStatusFilter,
  listingCorrectionSchema,
  listingMoveSchema,
  PAGE_HEADERS,
  STAFF_READER,
  VISITOR,
  type ListingMoveInput,
  type Property,
} from '@estate/domain';
import { publicCache, documentRoutes, noStore, notFound, requireAdmin, validateBody } from '../platform';
import { PROPERTY_NOT_FOUND, type ListingService } from './listingService';
import { parseListingQuery, parseListingMapQuery, listingCursor } from './listingQuery';

/** Admins' status filters (off the market, all) are answered to admins only, and never cached. */
const cacheForStatus: RequestHandler = (req, res, next) =>
  isStaffStatusFilter(req.query.status) ? noStore(req, res, () => requireAdmin(req, res, next)) : publicCache(req, res, next);

/** /properties: the filtered, paged listing, the featured ones, one by id, admin writes, status moves and history. */
export function listingsRouter({ listings, stepUp }: { listings: ListingService; stepUp: RequestHandler }): Router {
  const router = Router();

  // A JSON array, as docs/product/api.md#api reads it; the next page's cursor travels in X-Next-Cursor.
  router.get('/properties', cacheForStatus, async (req, res) => {
    // The public filters list what visitors may see; admins' (cacheForStatus let only admins through) every listing whole.
    const reader = isStaffStatusFilter(req.query.status) ? STAFF_READER : VISITOR;
    const page = await listings.list(await parseListingQuery(req.query), reader);
    if (page.next) res.set(PAGE_HEADERS.nextCursor, listingCursor(page.next));
    res.json(page.items);
  });

  // The map of a view (before /properties/:id): the public's alone, whoever asks, so every answer may be cached.
  router.get('/properties/map', publicCache, async (req, res) => {
    res.json(await listings.map(await parseListingMapQuery(req.query)));
  });

  router.get('/properties/featured', publicCache, async (_req, res) => {
    res.json(await listings.listFeatured());
  });

  // The agency's record of the past 12 months (/sold).
  router.get('/sales', publicCache, async (_req, res) => {
    res.json(await listings.sales());
  });

  router.get('/properties/:id/history', publicCache, async (req, res) => {
    const history = await listings.publicHistory(String(req.params.id));
    if (!history) throw notFound(PROPERTY_NOT_FOUND);
    res.json(history);
  });

  router.get('/properties/:id/events', noStore, requireAdmin, async (req, res) => {
    res.json(await listings.events(String(req.params.id)));
  });

  router.post('/properties/:id/status', noStore, requireAdmin, validateBody(listingMoveSchema), async (req, res) => {
    const { StandardStatus, date, ClosePrice } = req.body as ListingMoveInput;
    const move = { to: StandardStatus, date, ...(ClosePrice !== undefined ? { closePrice: ClosePrice } : {}) };
    res.json(await listings.move(String(req.params.id), move, req.session!.uid));
  });

  router.post(
    '/properties/:id/history/:entryId/corrections',
    noStore,
    requireAdmin,
    validateBody(listingCorrectionSchema),
    async (req, res) => {
      res.json(await listings.correct(String(req.params.id), String(req.params.entryId), req.body, req.session!.uid));
    },
  );

  documentRoutes(router, {
    path: '/properties',
    store: listings.store,
    schema: listings.schema,
    deletedMessage: 'Property deleted',
    notFoundMessage: PROPERTY_NOT_FOUND,
    publicView: (property: Property) => detailFor(property, VISITOR),
    afterChange: listings.afterChange,
    // Deleting a listing is a risky action (docs/product/dashboard.md#step-up).
    deleteGuards: [stepUp],
  });

  return router;
}
