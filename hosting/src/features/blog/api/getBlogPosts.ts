import { useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@estate/domain';

export const blogPostsKey = (limit: number) => [`/api/blog-posts?limit=${limit}`] as const;

export const blogPostKey = (slug: string) => [`/api/blog-posts/${encodeURIComponent(slug)}`] as const;

/** docs/product.md#api: the blog page asks for 999 and filters in the client; the home page asks for a few. */
export function useBlogPosts(limit: number) {
  return useQuery<BlogPost[]>({ queryKey: blogPostsKey(limit) });
}

export function useBlogPost(slug: string | undefined) {
  return useQuery<BlogPost>({ queryKey: blogPostKey(slug ?? ''), enabled: Boolean(slug) });
}
