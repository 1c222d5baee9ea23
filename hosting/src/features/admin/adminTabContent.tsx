import type { ComponentType } from 'react';
import { UsersTab } from '@/features/accounts';
import { BlogPostsTab, NeighborhoodsTab, TestimonialsTab } from '@/features/content';
import { LeadsTab } from '@/features/leadInbox';
import { PrivateListingsTab } from '@/features/listingAccess';
import { PropertiesTab } from '@/features/listings';
import { OpenHousesTab } from '@/features/openHouseAdmin';
import { OverviewTab } from '@/features/overview';
import { SettingsTab } from '@/features/settings';
import { ShowingsTab } from '@/features/showings';
import type { AdminTabKey } from '@/features/staff';

/**
 * What each admin tab shows, one feature per tab. Each feature exports its tab lazily, so every tab
 * is its own chunk: opening the dashboard loads only the tab shown.
 */
export const ADMIN_TAB_CONTENT: Readonly<Record<AdminTabKey, ComponentType>> = {
  overview: OverviewTab,
  properties: PropertiesTab,
  'private-listings': PrivateListingsTab,
  'open-houses': OpenHousesTab,
  neighborhoods: NeighborhoodsTab,
  testimonials: TestimonialsTab,
  'blog-posts': BlogPostsTab,
  leads: LeadsTab,
  showings: ShowingsTab,
  users: UsersTab,
  settings: SettingsTab,
};
