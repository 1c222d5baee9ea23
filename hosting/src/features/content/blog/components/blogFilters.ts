import type { BlogPost } from '@estate/domain';

export const ALL_CATEGORIES = 'All Categories';

export interface BlogFilter {
  keyword: string;
  /** A post category, or ALL_CATEGORIES. */
  category: string;
}

/** docs/product/site.md#blog: the category filter offers the distinct categories of the posts, alphabetically. */
export function blogCategories(posts: BlogPost[]): string[] {
  return [...new Set(posts.map((post) => post.category))].sort((a, b) => a.localeCompare(b));
}

/** docs/product/site.md#blog: the keyword matches title or excerpt, ignoring case; the category must match exactly. */
export function filterBlogPosts(posts: BlogPost[], { keyword, category }: BlogFilter): BlogPost[] {
  const needle = keyword.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (category === ALL_CATEGORIES || post.category === category) &&
      (needle === '' || post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle)),
  );
}

export function isFiltered({ keyword, category }: BlogFilter): boolean {
  return keyword.trim() !== '' || category !== ALL_CATEGORIES;
}

/** docs/product/site.md#blog: the list's heading; a keyword search names the results as such, even within a category. */
export function blogListHeading(filter: BlogFilter): string {
  if (filter.keyword.trim() !== '') return 'Search Results';
  if (filter.category !== ALL_CATEGORIES) return `${filter.category} Articles`;
  return 'Latest Articles';
}

const publishedTime = (post: BlogPost) => (post.publishedAt ? Date.parse(post.publishedAt) || 0 : 0);

/** Up to `count` other articles: the same category first, then the newest of the rest. */
export function relatedPosts(posts: BlogPost[], current: BlogPost, count: number): BlogPost[] {
  const others = posts.filter((post) => post.slug !== current.slug).sort((a, b) => publishedTime(b) - publishedTime(a));
  const sameCategory = others.filter((post) => post.category === current.category);
  const rest = others.filter((post) => post.category !== current.category);
  return [...sameCategory, ...rest].slice(0, count);
}

/** docs/product/reference.md#entities: the article's text, paragraphs separated by blank lines. */
export function articleParagraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
