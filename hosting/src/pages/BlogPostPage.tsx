import { Link, useParams } from 'react-router-dom';
import { formatLongDate } from '@estate/domain';
import { ApiRequestError } from '@/api/client';
import { FallbackImage } from '@/components/FallbackImage';
import { IMAGE_SIZES } from '@/components/imageSizes';
import { ResourceNotFound } from '@/components/ResourceNotFound';
import { articleData } from '@/components/pageMeta/structuredData/article';
import { detailPageMeta } from '@/components/pageMeta/detailPageMeta';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { useBlogPost, articleParagraphs, RelatedPosts } from '@/features/content';
import { SkeletonText } from '@/components/SkeletonText';
import styles from './BlogPostPage.module.css';
import { LOAD_FAILURE } from '@/components/loadFailures';

/** /blog/:slug (docs/product/site.md#article): the full article with its title, picture, date and category, then related articles. */
export default function BlogPostPage() {
  const { slug } = useParams();
  const { data: post, isPending, error } = useBlogPost(slug);
  const notFound = error instanceof ApiRequestError && error.status === 404;
  usePageMeta(
    post
      ? detailPageMeta({
          title: post.title,
          description: post.excerpt,
          image: post.imageUrl || undefined,
          type: 'article',
          section: { name: 'Blog', path: '/blog' },
          path: `/blog/${encodeURIComponent(post.slug)}`,
          structuredData: (origin) => [articleData(origin, post)],
        })
      : { title: notFound ? 'Article Not Found' : 'Blog' },
  );

  if (notFound) {
    return (
      <ResourceNotFound
        title="Article Not Found"
        text="The article you're looking for may have been moved or is no longer available."
        link={{ to: '/blog', label: 'Back to the Blog' }}
      />
    );
  }
  if (error) {
    return (
      <p role="alert" className={styles.error}>
        {LOAD_FAILURE.blogPosts}
      </p>
    );
  }
  if (isPending) {
    return (
      <div className={styles.article} role="status" aria-label="Loading article">
        <SkeletonText title rows={2} />
        <div className={styles.imageSkeleton} />
        <SkeletonText rows={8} />
      </div>
    );
  }

  return (
    <>
      <article className={styles.article}>
        <p className={styles.back}>
          <Link to="/blog">← All Articles</Link>
        </p>
        <header className={styles.header}>
          <p className={styles.meta}>
            <Link to={`/blog?category=${encodeURIComponent(post.category)}`} className={styles.category}>
              {post.category}
            </Link>
            <time dateTime={post.publishedAt ?? undefined}>{formatLongDate(post.publishedAt)}</time>
          </p>
          <h1 className={styles.title}>{post.title}</h1>
          <p className={styles.excerpt}>{post.excerpt}</p>
        </header>
        <FallbackImage
          src={post.imageUrl}
          alt={post.title}
          width={1200}
          height={630}
          loading="eager"
          fetchPriority="high"
          className={styles.image}
          sizes={IMAGE_SIZES.article}
        />
        <div className={styles.body}>
          {articleParagraphs(post.body).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <aside className={styles.cta} aria-labelledby="article-cta-heading">
          <h2 id="article-cta-heading" className={styles.ctaTitle}>
            Questions about the Cincinnati market?
          </h2>
          <p>
            Our agents are happy to talk through your plans. <Link to="/contact">Contact us</Link> or{' '}
            <Link to="/schedule-showing">schedule a showing</Link>.
          </p>
        </aside>
      </article>
      <RelatedPosts post={post} />
    </>
  );
}
