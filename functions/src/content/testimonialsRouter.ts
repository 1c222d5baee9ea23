import { Router } from 'express';
import { testimonialSchema } from '@estate/domain';
import type { ContentServices } from './contentServices';
import { publicCache, documentRoutes } from '../platform';

/** /testimonials: client reviews for the home page; admins edit them. */
export function testimonialsRouter({ testimonials }: ContentServices): Router {
  const router = Router();

  router.get('/testimonials', publicCache, async (_req, res) => {
    res.json(await testimonials.list());
  });

  documentRoutes(router, {
    path: '/testimonials',
    store: testimonials,
    schema: testimonialSchema,
    deletedMessage: 'Testimonial deleted',
    notFoundMessage: 'Testimonial not found',
  });

  return router;
}
