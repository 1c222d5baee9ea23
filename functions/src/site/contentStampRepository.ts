import type { Firestore, Query } from 'firebase-admin/firestore';
import {
  isShownTo,
  PUBLIC_STATUSES,
  VISITOR,
  type ContentStamp,
  type ListingVisibility,
  type PublicContentIndex,
  type StandardStatus,
} from '@estate/domain';
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
  keep = (_id: string, _data: FirebaseFirestore.DocumentData) => true,
): Promise<ContentStamp[]> {
  const { docs } = await query.select(...fields).get();
  return docs.filter((doc) => keep(doc.id, doc.data())).map((doc) => ({ id: doc.id, updatedAt: doc.updateTime.toDate().toISOString() }));
}

export function firestoreContentStampRepository(db: Firestore): ContentStampRepository {
  return {
    async stamps() {
      // The listings the listing gate shows a visitor: sold ones keep their pages; withdrawn,
      // expired and canceled ones have none, and private ones are their clients' alone.
      const [properties, neighborhoods, blogPosts] = await Promise.all([
        stampsOf(db.collection(PROPERTIES).where('StandardStatus', 'in', PUBLIC_STATUSES), ['visibility', 'StandardStatus'], (id, data) =>
          isShownTo(
            { id, StandardStatus: data.StandardStatus as StandardStatus, visibility: data.visibility as ListingVisibility | undefined },
            VISITOR,
          ),
        ),
        stampsOf(db.collection(NEIGHBORHOODS)),
        stampsOf(db.collection(BLOG_POSTS)),
      ]);
      return { properties, neighborhoods, blogPosts };
    },
  };
}
