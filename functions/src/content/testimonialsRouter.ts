import { Router } from 'express';
import { testimonialSchema } from '@estate/domain';
import type { AppDeps } from '../deps';
import { firestoreTestimonialRepository } from './testimonialRepository';
import { publicCache } from '../platform/http/cache';
import { documentRoutes } from '../platform/http/documentRoutes';

/** /testimonials: client reviews for the home page; admins edit them. */
export function testimonialsRouter({ db }: AppDeps): Router {
  const router = Router();
  const testimonials = firestoreTestimonialRepository(db);

  router.get('/testimonials', publicCache, async (_req, res) => {
    res.json(await testimonials.list());
  });

  documentRoutes(router, { path: '/testimonials', store: testimonials, schema: testimonialSchema, deletedMessage: 'Testimonial deleted' });

  return router;
}
