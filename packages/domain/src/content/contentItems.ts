import type { NeighborhoodName } from '../shared/neighborhoods';

/** The agency's content as it travels over the API (docs/product/reference.md#entities). */
export interface Neighborhood {
  id: string;
  name: NeighborhoodName;
  shortDescription: string;
  description: string;
  /** Empty means: show the fallback image. */
  imageUrl: string;
}

export interface Testimonial {
  id: string;
  name: string;
  role: string;
  /** Out of RATING_SCALE. */
  rating: number;
  testimonial: string;
  avatarUrl: string;
}

export interface BlogPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** The full article, paragraphs separated by blank lines. */
  body: string;
  imageUrl: string;
  category: string;
  publishedAt: string | null;
}

/** Testimonials are rated out of this many stars. */
export const RATING_SCALE = 5;
