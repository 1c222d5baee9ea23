import type { BlogPostRepository } from './blogPostRepository';
import type { NeighborhoodBoundaryService } from './neighborhoodBoundaryService';
import type { NeighborhoodRepository } from './neighborhoodRepository';
import type { TestimonialRepository } from './testimonialRepository';

/**
 * Neighbourhood guides, testimonials and articles have no rules beyond their form schemas,
 * which the routers check: each service is its store's reads and writes as they are. A rule
 * that needs more gets a service of its own: the neighbourhoods' boundaries, read from GeoJSON.
 */
export interface ContentServices {
  neighborhoods: NeighborhoodRepository;
  neighborhoodBoundaries: NeighborhoodBoundaryService;
  testimonials: TestimonialRepository;
  blogPosts: BlogPostRepository;
}

export const contentServices = (stores: ContentServices): ContentServices => stores;
