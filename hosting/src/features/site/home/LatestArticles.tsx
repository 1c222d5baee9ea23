import { BlogCard, useBlogPosts } from '@/features/content';
import { HomeSection } from '@/components/HomeSection';
import { SectionGrid } from '@/components/SectionGrid';
import { LOAD_FAILURE } from '@/components/loadFailures';

/** The newest articles only: the API answers the first ones, newest first. */
export const ARTICLES_SHOWN = 3;

export function LatestArticles() {
  const query = useBlogPosts(ARTICLES_SHOWN);
  return (
    <HomeSection
      id="articles"
      eyebrow="Insights & Advice"
      title="Latest Articles"
      intro="Market reports, neighborhood spotlights and practical guidance for buying and selling in Cincinnati."
      tone="white"
      action={{ to: '/blog', label: 'View All Articles' }}
    >
      <SectionGrid
        query={query}
        errorText={LOAD_FAILURE.blogPosts}
        label="Latest articles"
        skeleton={{ testId: 'article-skeleton' }}
        itemKey={(post) => post.id}
        renderItem={(post) => <BlogCard post={post} />}
      />
    </HomeSection>
  );
}
