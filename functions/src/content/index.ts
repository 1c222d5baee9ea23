/** Content: neighbourhood guides, testimonials and blog posts. What other modules and the composition root may use of it. */
export { BLOG_POSTS, type BlogPostRepository, firestoreBlogPostRepository } from './blogPostRepository';
export { blogPostsRouter } from './blogPostsRouter';
export { contentServices, type ContentServices } from './contentServices';
export {
  firestoreNeighborhoodBoundaryRepository,
  NEIGHBORHOOD_BOUNDARIES,
  neighborhoodBoundaryData,
  type NeighborhoodBoundaryRepository,
} from './neighborhoodBoundaryRepository';
export { neighborhoodBoundaryService, type NeighborhoodBoundaryService } from './neighborhoodBoundaryService';
export { firestoreNeighborhoodRepository, type NeighborhoodRepository, NEIGHBORHOODS } from './neighborhoodRepository';
export { neighborhoodsRouter } from './neighborhoodsRouter';
export { firestoreTestimonialRepository, type TestimonialRepository, TESTIMONIALS } from './testimonialRepository';
export { testimonialsRouter } from './testimonialsRouter';
