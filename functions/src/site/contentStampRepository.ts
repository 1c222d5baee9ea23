import type { Firestore } from 'firebase-admin/firestore';
import type { ContentStamp, PublicContentIndex } from '@estate/domain';
import { BLOG_POSTS, NEIGHBORHOODS } from '../content';
import { PROPERTIES } from '../listings';

/** When each public document last changed, for the sitemap and the pages' cache validators. */
export interface ContentStampRepository {
  stamps(): Promise<PublicContentIndex>;
}

/** Every document of a collection with the time it last changed; no field is read. */
async function stampsOf(db: Firestore, collection: string): Promise<ContentStamp[]> {
  const { docs } = await db.collection(collection).select().get();
  return docs.map((doc) => ({ id: doc.id, updatedAt: doc.updateTime.toDate().toISOString() }));
}

export function firestoreContentStampRepository(db: Firestore): ContentStampRepository {
  return {
    async stamps() {
      const [properties, neighborhoods, blogPosts] = await Promise.all(
        [PROPERTIES, NEIGHBORHOODS, BLOG_POSTS].map((collection) => stampsOf(db, collection)),
      );
      return { properties: properties!, neighborhoods: neighborhoods!, blogPosts: blogPosts! };
    },
  };
}
