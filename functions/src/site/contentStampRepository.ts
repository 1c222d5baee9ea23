import type { Firestore, Query } from 'firebase-admin/firestore';
import { PUBLIC_STATUSES, type ContentStamp, type PublicContentIndex } from '@estate/domain';
import { BLOG_POSTS, NEIGHBORHOODS } from '../content';
import { PROPERTIES } from '../listings';

/** When each public document last changed, for the sitemap and the pages' cache validators. */
export interface ContentStampRepository {
  stamps(): Promise<PublicContentIndex>;
}

/** Every document of a query with the time it last changed; no field is read. */
async function stampsOf(query: Query): Promise<ContentStamp[]> {
  const { docs } = await query.select().get();
  return docs.map((doc) => ({ id: doc.id, updatedAt: doc.updateTime.toDate().toISOString() }));
}

export function firestoreContentStampRepository(db: Firestore): ContentStampRepository {
  return {
    async stamps() {
      // Sold listings keep their pages; withdrawn, expired and canceled ones have none.
      const [properties, neighborhoods, blogPosts] = await Promise.all([
        stampsOf(db.collection(PROPERTIES).where('StandardStatus', 'in', PUBLIC_STATUSES)),
        stampsOf(db.collection(NEIGHBORHOODS)),
        stampsOf(db.collection(BLOG_POSTS)),
      ]);
      return { properties, neighborhoods, blogPosts };
    },
  };
}
