import type { PublicData } from '@estate/domain';
import type { BlogPostRepository, NeighborhoodRepository, TestimonialRepository } from '../content';
import { type PropertyRepository, parsePropertyQuery, propertyCursor } from '../listings';
import type { ContentStampRepository } from './contentStampRepository';

export interface PublicDataSources {
  properties: PropertyRepository;
  neighborhoods: NeighborhoodRepository;
  blogPosts: BlogPostRepository;
  testimonials: TestimonialRepository;
  contentStamps: ContentStampRepository;
}

/** The public reads of the API, straight from its repositories, for the server renderer. */
export function publicData({ properties, neighborhoods, blogPosts, testimonials, contentStamps }: PublicDataSources): PublicData {
  return {
    featuredProperties: () => properties.listFeatured(),
    async properties(query, cursor) {
      // Checked as GET /api/properties checks its query string.
      const params = Object.fromEntries(
        Object.entries({ ...query, cursor }).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
      );
      const page = await properties.list(await parsePropertyQuery(params));
      return { items: page.items, ...(page.next ? { nextCursor: propertyCursor(page.next) } : {}) };
    },
    property: (id) => properties.find(id),
    neighborhoods: () => neighborhoods.list(),
    neighborhood: (id) => neighborhoods.find(id),
    blogPosts: (limit) => blogPosts.list(limit),
    blogPost: (slug) => blogPosts.find(slug),
    testimonials: () => testimonials.list(),
    contentIndex: () => contentStamps.stamps(),
  };
}
