import { Router } from 'express';
import {
  NEIGHBORHOOD_BOUNDARY_TEXTS,
  neighborhoodBoundaryUploadSchema,
  neighborhoodSchema,
  type NeighborhoodBoundaryUpload,
} from '@estate/domain';
import type { ContentServices } from './contentServices';
import { documentRoutes, noStore, publicCache, requireAdmin, validateBody } from '../platform';

/** /neighborhoods: the areas the agency serves, in NEIGHBORHOOD_NAMES order, and their boundaries; admins edit them. */
export function neighborhoodsRouter({ neighborhoods, neighborhoodBoundaries }: ContentServices): Router {
  const router = Router();

  router.get('/neighborhoods', publicCache, async (_req, res) => {
    res.json(await neighborhoods.list());
  });

  // Before the document routes' /neighborhoods/:id. GeoJSON's own media type, as map libraries ask for it.
  router.get('/neighborhoods/boundaries', publicCache, async (_req, res) => {
    res.type('application/geo+json').json(await neighborhoodBoundaries.collection());
  });

  router.put('/neighborhoods/:id/boundary', noStore, requireAdmin, validateBody(neighborhoodBoundaryUploadSchema), async (req, res) => {
    res.json(await neighborhoodBoundaries.put(String(req.params.id), req.body as NeighborhoodBoundaryUpload));
  });

  router.delete('/neighborhoods/:id/boundary', noStore, requireAdmin, async (req, res) => {
    await neighborhoodBoundaries.remove(String(req.params.id));
    res.json({ message: NEIGHBORHOOD_BOUNDARY_TEXTS.removed });
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
