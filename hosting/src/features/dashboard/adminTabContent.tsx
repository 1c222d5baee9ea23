import type { PreloadableComponent } from '@/components/preloadableLazy';
import { SecurityTab, UsersTab } from '@/features/staff';
import { BlogPostsTab, NeighborhoodsTab, TestimonialsTab } from '@/features/content/dashboard';
import { LeadsTab } from '@/features/leads/dashboard';
import { PrivateListingsTab } from '@/features/privateListings/dashboard';
import { PropertiesTab } from '@/features/listings/dashboard';
import { OpenHousesTab } from '@/features/openHouses/dashboard';
import { OverviewTab } from '@/features/dashboard/overview';
import { SettingsTab } from '@/features/dashboard/settings';
import { ShowingsTab } from '@/features/showings/dashboard';
import { SiteHealthTab } from '@/features/siteHealth/dashboard';
import { AuditLogTab } from '@/features/audit/dashboard';
import { findAdminTab, type AdminTabKey } from '@/features/staff';

/**
 * What each admin tab shows, one feature per tab. Each feature exports its tab lazily, so every tab
 * is its own chunk: opening the dashboard loads only the tab shown.
 */
export const ADMIN_TAB_CONTENT: Readonly<Record<AdminTabKey, PreloadableComponent>> = {
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
  'site-health': SiteHealthTab,
  'audit-log': AuditLogTab,
  security: SecurityTab,
};

/**
 * Starts loading the code of the tab an /admin address names (`tab`: its parameter), if there is
 * such a tab, so that it arrives while GET /api/user is answered rather than after. Code only:
 * whether the tab renders is still the role's to decide, once the user is known.
 */
export function preloadAdminTab(tab: string | undefined): void {
  const named = findAdminTab(tab);
  if (named) ADMIN_TAB_CONTENT[named.key].preload();
}
