import { BLOG_LIST_LIMIT } from '@estate/domain';
import { useBlogPosts } from '@/features/content';
import { useNeighborhoods } from '@/features/content';
import { useStaffProperties } from '@/features/listings/dashboard';
import { useTestimonials } from '@/features/content';
import { LOAD_FAILURE } from '@/components/loadFailures';
import type { AdminTab, AdminTabKey } from '@/features/staff';
import type { CountedList } from './components/CountCard';

export type ContentTabKey = Extract<AdminTabKey, 'properties' | 'neighborhoods' | 'testimonials' | 'blog-posts'>;
export type CountedTabKey = ContentTabKey | 'leads';

/** docs/product/api.md#errors: each counted list's load failure. */
export const COUNT_FAILURES: Record<CountedTabKey, string> = {
  properties: LOAD_FAILURE.properties,
  neighborhoods: LOAD_FAILURE.neighborhoods,
  testimonials: LOAD_FAILURE.testimonials,
  'blog-posts': LOAD_FAILURE.blogPosts,
  leads: LOAD_FAILURE.leads,
};

interface WholeList {
  data: readonly unknown[] | undefined;
  isPending: boolean;
  isError: boolean;
}

const counted = ({ data, isPending, isError }: WholeList): CountedList => ({ count: data?.length, isPending, isError });

// The content lists are read whole: every page of the properties (all statuses, as the Properties
// tab first lists them: one cached answer for both), the blog as the blog page asks for it.
const usePropertiesCount = () => counted(useStaffProperties('all'));
const useNeighborhoodsCount = () => counted(useNeighborhoods());
const useTestimonialsCount = () => counted(useTestimonials());
const useBlogPostsCount = () => counted(useBlogPosts(BLOG_LIST_LIMIT));

/** How each content tab's card counts its records; read only where the card shows (not for agents). */
export const CONTENT_COUNTS: Readonly<Record<ContentTabKey, () => CountedList>> = {
  properties: usePropertiesCount,
  neighborhoods: useNeighborhoodsCount,
  testimonials: useTestimonialsCount,
  'blog-posts': useBlogPostsCount,
};

export type ContentTab = AdminTab & { key: ContentTabKey };

export const isContentTab = (tab: AdminTab): tab is ContentTab => Object.hasOwn(CONTENT_COUNTS, tab.key);
