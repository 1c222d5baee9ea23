import type { Firestore } from 'firebase-admin/firestore';
import type { ContentStamp, PublicData } from '@estate/domain';
import { BLOG_POSTS, firestoreBlogPostRepository } from '../content/blogPostRepository';
import { firestoreNeighborhoodRepository, NEIGHBORHOODS } from '../content/neighborhoodRepository';
import { firestorePropertyRepository, PROPERTIES } from '../listings/propertyRepository';
import { firestoreTestimonialRepository } from '../content/testimonialRepository';
import { HttpError } from '../platform/httpError';
import { parsePropertyQuery, propertyCursor } from '../listings/propertyQuery';

/** The repositories' 404 (an item that is not there) as `null`; anything else stays a failure. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** Every document of a collection with the time it last changed; no field is read. */
async function stamps(db: Firestore, collection: string): Promise<ContentStamp[]> {
  const { docs } = await db.collection(collection).select().get();
  return docs.map((doc) => ({ id: doc.id, updatedAt: doc.updateTime.toDate().toISOString() }));
}

/** The public reads of the API, straight from its repositories, for the server renderer. */
export function firestorePublicData(db: Firestore): PublicData {
  const properties = firestorePropertyRepository(db);
  const neighborhoods = firestoreNeighborhoodRepository(db);
  const blogPosts = firestoreBlogPostRepository(db);
  const testimonials = firestoreTestimonialRepository(db);
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
    property: (id) => orNull(properties.get(id)),
    neighborhoods: () => neighborhoods.list(),
    neighborhood: (id) => orNull(neighborhoods.get(id)),
    blogPosts: (limit) => blogPosts.list(limit),
    blogPost: (slug) => orNull(blogPosts.get(slug)),
    testimonials: () => testimonials.list(),
    async contentIndex() {
      const [propertyStamps, neighborhoodStamps, blogPostStamps] = await Promise.all(
        [PROPERTIES, NEIGHBORHOODS, BLOG_POSTS].map((collection) => stamps(db, collection)),
      );
      return { properties: propertyStamps!, neighborhoods: neighborhoodStamps!, blogPosts: blogPostStamps! };
    },
  };
}
