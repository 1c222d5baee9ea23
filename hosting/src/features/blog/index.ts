/** The blog feature's public entry: blog posts and their cards. Other features import only this (eslint.config.mjs). */
export { useBlogPosts } from './api/getBlogPosts';
export { BlogCard } from './components/BlogCard';
export { blogCategories } from './components/blogFilters';
