import { useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@estate/domain';

/** SPEC §7: the blog page asks for 999 and filters in the client; the home page asks for a few. */
export function useBlogPosts(limit: number) {
  return useQuery<BlogPost[]>({ queryKey: [`/api/blog-posts?limit=${limit}`] });
}

export function useBlogPost(slug: string | undefined) {
  return useQuery<BlogPost>({ queryKey: [`/api/blog-posts/${encodeURIComponent(slug ?? '')}`], enabled: Boolean(slug) });
}
