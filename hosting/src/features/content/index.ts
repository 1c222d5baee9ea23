/** The content feature's public entry (the dashboard's Neighborhoods, Testimonials and Blog Posts tabs). Other features import only this (eslint.config.mjs). */
import { lazy } from 'react';

/** Each loaded with its tab only. */
export const NeighborhoodsTab = lazy(() => import('./components/NeighborhoodsTab'));
export const TestimonialsTab = lazy(() => import('./components/TestimonialsTab'));
export const BlogPostsTab = lazy(() => import('./components/BlogPostsTab'));
