import type { Firestore } from 'firebase-admin/firestore';
import { MLS_LISTINGS } from '@estate/domain';
import { BLOG_POSTS, NEIGHBORHOODS, TESTIMONIALS } from '../content';
import { PROPERTIES } from '../listings';

/** Every field of every collection that may hold the URL of an upload. */
const IMAGE_FIELDS = [
  { collection: PROPERTIES, field: 'images', list: true },
  // An MLS listing's photos, fetched into the site's storage by the replication.
  { collection: MLS_LISTINGS, field: 'images', list: true },
  { collection: NEIGHBORHOODS, field: 'imageUrl', list: false },
  { collection: BLOG_POSTS, field: 'imageUrl', list: false },
  { collection: TESTIMONIALS, field: 'avatarUrl', list: false },
] as const;

/** Which image URLs the documents of the site use, across every collection that holds one. */
export interface UploadUseRepository {
  /** Whether any document still uses `url`. */
  isUsed(url: string): Promise<boolean>;
  /** Every value of every image field, read in one pass over the image fields. */
  usedUrls(): Promise<unknown[]>;
}

export function firestoreUploadUseRepository(db: Firestore): UploadUseRepository {
  return {
    async isUsed(url) {
      const uses = await Promise.all(
        IMAGE_FIELDS.map(({ collection, field, list }) =>
          db
            .collection(collection)
            .where(field, list ? 'array-contains' : '==', url)
            .limit(1)
            .count()
            .get(),
        ),
      );
      return uses.some((use) => use.data().count > 0);
    },
    async usedUrls() {
      const urls: unknown[] = [];
      for (const { collection, field } of IMAGE_FIELDS) {
        const snapshot = await db.collection(collection).select(field).get();
        for (const doc of snapshot.docs) {
          const value: unknown = doc.get(field);
          urls.push(...(Array.isArray(value) ? value : [value]));
        }
      }
      return urls;
    },
  };
}
