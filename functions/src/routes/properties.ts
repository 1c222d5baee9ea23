import { Router } from 'express';
import type { AppDeps } from '../deps';
import { firestorePropertyRepository } from '../data/propertyRepository';
import { publicCache } from '../middleware/cache';

export function propertiesRouter({ db }: AppDeps): Router {
  const router = Router();
  const properties = firestorePropertyRepository(db);

  router.get('/properties/featured', publicCache, async (_req, res) => {
    res.json(await properties.listFeatured());
  });

  return router;
}
