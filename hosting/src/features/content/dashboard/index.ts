/** The dashboard/ part of content (the dashboard's Neighborhoods, Testimonials and Blog Posts tabs). Other features import it as @/features/content/dashboard, never through features/content/index.ts, so no public page loads staff code (eslint.config.mjs). */
import { preloadableLazy } from '@/components/preloadableLazy';

/** Each loaded with its tab only (the dashboard asks for it while it checks who is signed in). */
export const NeighborhoodsTab = preloadableLazy(() => import('./components/NeighborhoodsTab').then((module) => module.default));
export const TestimonialsTab = preloadableLazy(() => import('./components/TestimonialsTab').then((module) => module.default));
export const BlogPostsTab = preloadableLazy(() => import('./components/BlogPostsTab').then((module) => module.default));
