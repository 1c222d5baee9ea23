import { Router } from 'express';
import { neighborhoodSchema } from '@estate/domain';
import type { ContentServices } from './contentServices';
import { publicCache, documentRoutes } from '../platform';

/** /neighborhoods: the areas the agency serves, in NEIGHBORHOOD_NAMES order; admins edit them. */
export function neighborhoodsRouter({ neighborhoods }: ContentServices): Router {
  const router = Router();

  router.get('/neighborhoods', publicCache, async (_req, res) => {
    res.json(await neighborhoods.list());
  });

  documentRoutes(router, {
    path: '/neighborhoods',
    store: neighborhoods,
    schema: neighborhoodSchema,
    deletedMessage: 'Neighborhood deleted',
    notFoundMessage: 'Neighborhood not found',
    idTakenMessage: 'This neighborhood already exists',
  });

  return router;
}
