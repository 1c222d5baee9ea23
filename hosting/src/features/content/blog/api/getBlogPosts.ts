import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@estate/domain';
import { getJson } from '@/api/client';

const blogPostsUrl = (limit: number) => `/api/blog-posts?limit=${limit}`;

export const getBlogPosts = (limit: number) => getJson<BlogPost[]>(blogPostsUrl(limit));

export const getBlogPostsQueryOptions = (limit: number) =>
  queryOptions({ queryKey: [blogPostsUrl(limit)], queryFn: () => getBlogPosts(limit) });

/** docs/product/api.md#api: the blog page asks for 999 and filters in the client; the home page asks for a few. */
export const useBlogPosts = (limit: number) => useQuery(getBlogPostsQueryOptions(limit));
