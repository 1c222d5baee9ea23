import { lazy, type ComponentType } from 'react';
import type { AdminTabKey } from './adminTabs';

/** What each admin tab shows. Each tab is its own chunk: opening the dashboard loads only the tab shown. */
export const ADMIN_TAB_CONTENT: Readonly<Record<AdminTabKey, ComponentType>> = {
  overview: lazy(() => import('./overview/OverviewTab')),
  properties: lazy(() => import('./properties/PropertiesTab')),
  neighborhoods: lazy(() => import('./neighborhoods/NeighborhoodsTab')),
  testimonials: lazy(() => import('./testimonials/TestimonialsTab')),
  'blog-posts': lazy(() => import('./blogPosts/BlogPostsTab')),
  leads: lazy(() => import('./leads/LeadsTab')),
  users: lazy(() => import('./users/UsersTab')),
  settings: lazy(() => import('./settings/SettingsTab')),
};
