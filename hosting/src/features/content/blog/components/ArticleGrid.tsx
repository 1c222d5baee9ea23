import type { BlogPost } from '@estate/domain';
import grid from '@/components/cardGrid.module.css';
import { BlogCard } from './BlogCard';

/** Blog cards in the responsive grid, each linking with 'Read Article' (docs/product/site.md#blog). */
export function ArticleGrid({ posts }: { posts: BlogPost[] }) {
  return (
    <ul className={grid.grid}>
      {posts.map((post) => (
        <li key={post.id} className={grid.item}>
          <BlogCard post={post} ctaLabel="Read Article" />
        </li>
      ))}
    </ul>
  );
}
