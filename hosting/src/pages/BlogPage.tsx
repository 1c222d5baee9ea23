import { BLOG_LIST_LIMIT, SECTION_SKELETON_COUNT, HERO_PHOTOS } from '@estate/domain';
import grid from '@/components/cardGrid.module.css';
import { PageHero } from '@/components/PageHero';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import {
  useBlogPosts,
  ArticleGrid,
  BlogFilters,
  blogCategories,
  blogListHeading,
  filterBlogPosts,
  isFiltered,
  FeaturedPost,
  SignupBox,
  useBlogFilter,
} from '@/features/content';
import { CardSkeleton } from '@/components/CardSkeleton';
import styles from './BlogPage.module.css';
import { LOAD_FAILURE } from '@/components/loadFailures';

/** docs/product/site.md#blog: every post (limit 999), filtered in the client by keyword and category. */
export default function BlogPage() {
  usePageMeta({
    title: 'Real Estate Blog',
    description:
      'Market reports, neighborhood guides and practical advice for buying, selling and investing in Cincinnati luxury real estate.',
  });
  const { data: posts, isPending, isError } = useBlogPosts(BLOG_LIST_LIMIT);
  const [filter, setFilter] = useBlogFilter();
  const filtered = isFiltered(filter);
  const shown = posts ? filterBlogPosts(posts, filter) : [];
  // Unfiltered, the newest article is featured above the rest.
  const [featured, ...rest] = shown;
  const listed = filtered ? shown : rest;

  return (
    <>
      <PageHero
        eyebrow="Our Blog"
        title="Real Estate Insights"
        subtitle="Market reports, neighborhood guides and practical advice for buying, selling and investing in Cincinnati."
        image={HERO_PHOTOS['hero-3.svg']}
      />
      <div className={styles.page}>
        <BlogFilters filter={filter} categories={posts ? blogCategories(posts) : []} onChange={setFilter} />
        {/* Tells screen-reader users what their filter found without reading the whole list again. */}
        <p role="status" className="visually-hidden">
          {posts && filtered ? `${shown.length} ${shown.length === 1 ? 'article' : 'articles'} found` : ''}
        </p>
        <div className={styles.results}>
          {isError ? (
            <p role="alert" className={styles.error}>
              {LOAD_FAILURE.blogPosts}
            </p>
          ) : isPending ? (
            <div className={grid.grid} role="status" aria-label="Loading articles">
              {Array.from({ length: SECTION_SKELETON_COUNT }, (_, index) => (
                <CardSkeleton key={index} testId="article-skeleton" />
              ))}
            </div>
          ) : shown.length === 0 ? (
            <div className={styles.empty}>
              <h2 className={styles.heading}>No articles found</h2>
              <p>Try adjusting your search criteria or explore other categories</p>
            </div>
          ) : (
            <>
              {!filtered && featured && <FeaturedPost post={featured} />}
              {listed.length > 0 && (
                <section aria-labelledby="blog-list-heading" className={styles.list}>
                  <h2 id="blog-list-heading" className={styles.heading}>
                    {blogListHeading(filter)}
                  </h2>
                  <ArticleGrid posts={listed} />
                </section>
              )}
            </>
          )}
        </div>
        <div className={styles.signups}>
          <SignupBox
            id="blog-newsletter"
            title="Subscribe to Our Newsletter"
            text="New articles, market updates and exclusive listings, delivered to your inbox."
            buttonLabel="Subscribe"
          />
          <SignupBox
            id="quarterly-report"
            title="Quarterly Market Report"
            text="Get our in-depth report on Cincinnati's luxury market every quarter."
            buttonLabel="Get the Report"
          />
        </div>
      </div>
    </>
  );
}
