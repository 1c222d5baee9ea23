/** The testimonials/ part of content: testimonials, their cards and star ratings. features/content/index.ts re-exports it, and other features import only that (eslint.config.mjs). */
export { getTestimonialsQueryOptions, useTestimonials } from './api/getTestimonials';
export { TestimonialCard } from './components/TestimonialCard';
export { StarRating } from './components/StarRating';
