/** The testimonials feature's public entry: testimonials and their cards. Other features import only this (eslint.config.mjs). */
export { useTestimonials } from './api/getTestimonials';
export { TestimonialCard } from './components/TestimonialCard';
