import type { UseQueryResult } from '@tanstack/react-query';
import { BLOG_LIST_LIMIT, type Lead } from '@estate/domain';
import { useBlogPosts } from '@/features/blog';
import { useNeighborhoods } from '@/features/neighborhoods';
import { useAllProperties } from '@/features/properties';
import { useTestimonials } from '@/features/testimonials';
import type { AdminTabKey } from '../adminTabs';
import type { CountedList } from './CountCard';
import { LOAD_FAILURE } from '@/components/loadFailures';

export type CountedTabKey = Extract<AdminTabKey, 'properties' | 'neighborhoods' | 'testimonials' | 'blog-posts' | 'leads'>;

/** SPEC §8: each counted list's load failure. */
export const COUNT_FAILURES: Record<CountedTabKey, string> = {
  properties: LOAD_FAILURE.properties,
  neighborhoods: LOAD_FAILURE.neighborhoods,
  testimonials: LOAD_FAILURE.testimonials,
  'blog-posts': LOAD_FAILURE.blogPosts,
  leads: LOAD_FAILURE.leads,
};

export const isCountedTab = (key: AdminTabKey): key is CountedTabKey => Object.hasOwn(COUNT_FAILURES, key);

/**
 * The lists the Overview counts, read whole: every page of the properties, the blog as the blog
 * page asks for it (one cached answer for both), and the leads the Overview reads anyway.
 */
export function useCountedLists(leads: UseQueryResult<Lead[]>): Record<CountedTabKey, CountedList> {
  const properties = useAllProperties();
  const neighborhoods = useNeighborhoods();
  const testimonials = useTestimonials();
  const blogPosts = useBlogPosts(BLOG_LIST_LIMIT);
  return { properties, neighborhoods, testimonials, 'blog-posts': blogPosts, leads };
}
