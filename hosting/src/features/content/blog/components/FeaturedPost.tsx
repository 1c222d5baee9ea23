import { Link } from 'react-router-dom';
import { formatLongDate, type BlogPost } from '@estate/domain';
import { FallbackImage } from '@/components/FallbackImage';
import { IMAGE_SIZES } from '@/components/imageSizes';
import card from '@/components/card.module.css';
import styles from './FeaturedPost.module.css';

/** The newest article, large, at the top of the unfiltered blog (docs/product/site.md#blog). */
export function FeaturedPost({ post }: { post: BlogPost }) {
  return (
    <article className={styles.featured} aria-labelledby="featured-post-title">
      <FallbackImage
        src={post.imageUrl}
        alt={post.title}
        width={800}
        height={533}
        className={styles.image}
        sizes={IMAGE_SIZES.half}
        loading="eager"
        fetchPriority="high"
      />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.badge}>Featured</span>
          <span className={styles.category}>{post.category}</span>
          <time dateTime={post.publishedAt ?? undefined}>{formatLongDate(post.publishedAt)}</time>
        </p>
        <h2 id="featured-post-title" className={styles.title}>
          {post.title}
        </h2>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <Link to={`/blog/${post.slug}`} className={card.link}>
          Read Article
          <span className="visually-hidden">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
