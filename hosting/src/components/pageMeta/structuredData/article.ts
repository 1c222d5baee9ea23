import type { BlogPosting, WithContext } from 'schema-dts';
import { AGENCY, type BlogPost } from '@estate/domain';

/** An article with its picture, date and the agency as its author and publisher. */
export const articleData = (origin: string, post: BlogPost): WithContext<BlogPosting> => ({
  '@context': 'https://schema.org',
  '@type': 'BlogPosting',
  headline: post.title,
  description: post.excerpt,
  url: `${origin}/blog/${encodeURIComponent(post.slug)}`,
  mainEntityOfPage: `${origin}/blog/${encodeURIComponent(post.slug)}`,
  ...(post.imageUrl ? { image: new URL(post.imageUrl, origin).href } : {}),
  ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
  articleSection: post.category,
  author: { '@type': 'Organization', name: AGENCY.name, url: `${origin}/` },
  publisher: { '@type': 'Organization', name: AGENCY.name, url: `${origin}/` },
});
