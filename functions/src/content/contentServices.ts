import type { BlogPostRepository } from './blogPostRepository';
import type { NeighborhoodRepository } from './neighborhoodRepository';
import type { TestimonialRepository } from './testimonialRepository';

/**
 * Neighbourhood guides, testimonials and articles have no rules beyond their form schemas,
 * which the routers check: each service is its store's reads and writes as they are. A rule
 * that needs more (a check across collections, a side effect) gets a service function here.
 */
export interface ContentServices {
  neighborhoods: NeighborhoodRepository;
  testimonials: TestimonialRepository;
  blogPosts: BlogPostRepository;
}

export const contentServices = (stores: ContentServices): ContentServices => stores;
