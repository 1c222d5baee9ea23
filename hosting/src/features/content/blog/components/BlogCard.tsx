import { Link } from 'react-router-dom';
import { formatLongDate, type BlogPost } from '@estate/domain';
import { FallbackImage } from '@/components/FallbackImage';
import { IMAGE_SIZES } from '@/components/imageSizes';
import card from '@/components/card.module.css';
import styles from './BlogCard.module.css';

interface Props {
  post: BlogPost;
  /** The card title's level in the page outline: h3 under a section's h2 by default. */
  headingLevel?: 2 | 3 | 4;
  /** docs/product/site.md#blog: 'Read More' on the home page, 'Read Article' on the blog listing. */
  ctaLabel?: string;
}

/** A blog article card (docs/product/site.md#blog): image, category, long date, title, excerpt and a link to /blog/{slug}. */
export function BlogCard({ post, headingLevel = 3, ctaLabel = 'Read More' }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={card.frame}>
      <FallbackImage src={post.imageUrl} alt={post.title} width={600} height={400} className={card.image} sizes={IMAGE_SIZES.card} />
      <div className={card.body}>
        <p className={styles.meta}>
          <span className={styles.category}>{post.category}</span>
          <time dateTime={post.publishedAt ?? undefined} className={styles.date}>
            {formatLongDate(post.publishedAt)}
          </time>
        </p>
        <Heading className={card.title}>{post.title}</Heading>
        <p className={card.text}>{post.excerpt}</p>
        <Link to={`/blog/${post.slug}`} className={card.link}>
          {ctaLabel}
          {/* Read out and indexed as 'Read More: {title}': a bare 'Read More' says nothing about where it leads. */}
          <span className="visually-hidden">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
