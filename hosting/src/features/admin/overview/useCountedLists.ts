import { BLOG_LIST_LIMIT } from '@estate/domain';
import { useBlogPosts } from '@/features/blog';
import { useNeighborhoods } from '@/features/neighborhoods';
import { useAllProperties } from '@/features/properties';
import { useTestimonials } from '@/features/testimonials';
import type { AdminTabKey } from '../adminTabs';
import type { LeadsList } from '../leads/api/useLeads';
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

interface WholeList {
  data: readonly unknown[] | undefined;
  isPending: boolean;
  isError: boolean;
}

const counted = ({ data, isPending, isError }: WholeList): CountedList => ({ count: data?.length, isPending, isError });

/**
 * What the Overview counts. The content lists are read whole: every page of the properties, the
 * blog as the blog page asks for it (one cached answer for both). The leads are counted by the
 * server (X-Total-Count) on the small page the Overview reads anyway.
 */
export function useCountedLists(leads: Pick<LeadsList, 'loaded' | 'isPending' | 'isError'>): Record<CountedTabKey, CountedList> {
  const properties = useAllProperties();
  const neighborhoods = useNeighborhoods();
  const testimonials = useTestimonials();
  const blogPosts = useBlogPosts(BLOG_LIST_LIMIT);
  return {
    properties: counted(properties),
    neighborhoods: counted(neighborhoods),
    testimonials: counted(testimonials),
    'blog-posts': counted(blogPosts),
    leads: { count: leads.loaded?.total, isPending: leads.isPending, isError: leads.isError },
  };
}
