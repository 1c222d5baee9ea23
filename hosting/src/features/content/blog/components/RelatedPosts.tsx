import { BLOG_LIST_LIMIT, type BlogPost } from '@estate/domain';
import { useBlogPosts } from '@/features/content/blog/api/getBlogPosts';
import { ArticleGrid } from './ArticleGrid';
import { relatedPosts } from './blogFilters';
import styles from './RelatedPosts.module.css';

const RELATED_COUNT = 3;

/**
 * Other articles to read next: the same category first, then the newest. Reads the same list as
 * the blog page (one cached query); when it cannot load, the article simply has no suggestions.
 */
export function RelatedPosts({ post }: { post: BlogPost }) {
  const { data: posts } = useBlogPosts(BLOG_LIST_LIMIT);
  const related = posts ? relatedPosts(posts, post, RELATED_COUNT) : [];
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className={styles.related}>
      <h2 id="related-heading" className={styles.heading}>
        Related Articles
      </h2>
      <ArticleGrid posts={related} />
    </section>
  );
}
