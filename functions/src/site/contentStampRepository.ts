import type { Firestore, Query } from 'firebase-admin/firestore';
import { isPrivateListing, PUBLIC_STATUSES, type ContentStamp, type PublicContentIndex } from '@estate/domain';
import { BLOG_POSTS, NEIGHBORHOODS } from '../content';
import { PROPERTIES } from '../listings';

/** When each public document last changed, for the sitemap and the pages' cache validators. */
export interface ContentStampRepository {
  stamps(): Promise<Omit<PublicContentIndex, 'openHouses'>>;
}

/** Every document of a query with the time it last changed; no field is read but `fields`, which `keep` decides by. */
async function stampsOf(
  query: Query,
  fields: string[] = [],
  keep = (_data: FirebaseFirestore.DocumentData) => true,
): Promise<ContentStamp[]> {
  const { docs } = await query.select(...fields).get();
  return docs.filter((doc) => keep(doc.data())).map((doc) => ({ id: doc.id, updatedAt: doc.updateTime.toDate().toISOString() }));
}

export function firestoreContentStampRepository(db: Firestore): ContentStampRepository {
  return {
    async stamps() {
      // Sold listings keep their pages; withdrawn, expired and canceled ones have none, and
      // private ones are nobody's business but their clients' (docs/product.md#private-collection).
      const [properties, neighborhoods, blogPosts] = await Promise.all([
        stampsOf(
          db.collection(PROPERTIES).where('StandardStatus', 'in', PUBLIC_STATUSES),
          ['visibility'],
          (data) => !isPrivateListing(data),
        ),
        stampsOf(db.collection(NEIGHBORHOODS)),
        stampsOf(db.collection(BLOG_POSTS)),
      ]);
      return { properties, neighborhoods, blogPosts };
    },
  };
}
