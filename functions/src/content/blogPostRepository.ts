import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { BlogPost, BlogPostInput } from '@estate/domain';
import { documentStore, type DocumentStore, toIsoString } from '../platform';

/** blogPosts/{slug}: the slug is the id, so a post is read by its URL in one get. */
export const BLOG_POSTS = 'blogPosts';

export interface BlogPostRepository extends DocumentStore<BlogPost, BlogPostInput> {
  /** Newest published first; unpublished posts (publishedAt null) last. All of them without a limit. */
  list(limit?: number): Promise<BlogPost[]>;
}

function blogPostFromData(id: string, data: DocumentData): BlogPost {
  const { publishedAt, ...fields } = data;
  return { ...(fields as Omit<BlogPost, 'id' | 'publishedAt'>), id, publishedAt: publishedAt ? toIsoString(publishedAt) : null };
}

export function firestoreBlogPostRepository(db: Firestore): BlogPostRepository {
  const collection = db.collection(BLOG_POSTS);
  return {
    ...documentStore<BlogPost, BlogPostInput>(collection, {
      fromData: blogPostFromData,
      toData: (input) => ({ ...input, publishedAt: input.publishedAt ? Timestamp.fromDate(new Date(input.publishedAt)) : null }),
      idOf: (input) => input.slug,
    }),

    async list(limit) {
      const newestFirst = collection.orderBy('publishedAt', 'desc');
      const snapshot = await (limit ? newestFirst.limit(limit) : newestFirst).get();
      return snapshot.docs.map((doc) => blogPostFromData(doc.id, doc.data()));
    },
  };
}
