/** The testimonials feature's public entry: testimonials, their cards and star ratings. Other features import only this (eslint.config.mjs). */
export { getTestimonialsQueryOptions, useTestimonials } from './api/getTestimonials';
export { TestimonialCard } from './components/TestimonialCard';
export { StarRating } from './components/StarRating';
