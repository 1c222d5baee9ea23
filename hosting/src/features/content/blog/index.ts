/** The blog/ part of content: blog posts and their cards. features/content/index.ts re-exports it, and other features import only that (eslint.config.mjs). */
export { getBlogPostsQueryOptions, useBlogPosts } from './api/getBlogPosts';
export { BlogCard } from './components/BlogCard';
export { blogCategories } from './components/blogFilters';
export { getBlogPostQueryOptions, useBlogPost } from './api/getBlogPost';
export { ArticleGrid } from './components/ArticleGrid';
export { BlogFilters } from './components/BlogFilters';
export { FeaturedPost } from './components/FeaturedPost';
export { RelatedPosts } from './components/RelatedPosts';
export { SignupBox } from './components/SignupBox';
export { articleParagraphs, blogListHeading, filterBlogPosts, isFiltered } from './components/blogFilters';
export { useBlogFilter } from './components/useBlogFilter';
