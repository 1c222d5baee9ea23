import { Router } from 'express';
import { neighborhoodSchema } from '@estate/domain';
import type { AppDeps } from '../deps';
import { firestoreNeighborhoodRepository } from './neighborhoodRepository';
import { publicCache } from '../platform/http/cache';
import { documentRoutes } from '../platform/http/documentRoutes';

/** /neighborhoods: the areas the agency serves, in NEIGHBORHOOD_NAMES order; admins edit them. */
export function neighborhoodsRouter({ db }: AppDeps): Router {
  const router = Router();
  const neighborhoods = firestoreNeighborhoodRepository(db);

  router.get('/neighborhoods', publicCache, async (_req, res) => {
    res.json(await neighborhoods.list());
  });

  documentRoutes(router, {
    path: '/neighborhoods',
    store: neighborhoods,
    schema: neighborhoodSchema,
    deletedMessage: 'Neighborhood deleted',
  });

  return router;
}
