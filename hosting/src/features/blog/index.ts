/** The blog feature's public entry: blog posts and their cards. Other features import only this (eslint.config.mjs). */
export { useBlogPosts } from './api/getBlogPosts';
export { BlogCard } from './components/BlogCard';
export { blogCategories } from './components/blogFilters';
export { blogPostKey, blogPostsKey, useBlogPost } from './api/getBlogPosts';
export { ArticleGrid } from './components/ArticleGrid';
export { BlogFilters } from './components/BlogFilters';
export { FeaturedPost } from './components/FeaturedPost';
export { RelatedPosts } from './components/RelatedPosts';
export { SignupBox } from './components/SignupBox';
export { articleParagraphs, blogListHeading, filterBlogPosts, isFiltered } from './components/blogFilters';
export { useBlogFilter } from './components/useBlogFilter';
