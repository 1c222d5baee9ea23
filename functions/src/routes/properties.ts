import { Router } from 'express';
import type { PropertyRepository } from '../data/propertyRepository';
import { publicCache } from '../middleware/cache';

export function propertiesRouter(properties: PropertyRepository): Router {
  const router = Router();

  router.get('/featured', publicCache, async (_req, res) => {
    res.json(await properties.listFeatured());
  });

  return router;
}
