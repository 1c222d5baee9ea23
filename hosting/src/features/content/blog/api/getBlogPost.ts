import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@estate/domain';
import { getJson } from '@/api/client';

const blogPostUrl = (slug: string) => `/api/blog-posts/${encodeURIComponent(slug)}`;

export const getBlogPost = (slug: string) => getJson<BlogPost>(blogPostUrl(slug));

export const getBlogPostQueryOptions = (slug: string) => queryOptions({ queryKey: [blogPostUrl(slug)], queryFn: () => getBlogPost(slug) });

/** Read once the route names a post. */
export const useBlogPost = (slug: string | undefined) => useQuery({ ...getBlogPostQueryOptions(slug ?? ''), enabled: Boolean(slug) });
