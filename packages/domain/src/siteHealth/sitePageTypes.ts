/**
 * docs/product/dashboard.md#site-health: what the browser's reports name a page by, its route pattern (the
 * paths of hosting/src/app/routes.tsx, tested there to match), never its address: an address holds
 * a listing's id, a guest's link or a search, a pattern nothing of the visitor.
 */
export const SITE_PAGE_TYPES = [
  '/',
  '/properties',
  '/properties/:id',
  '/property/:id',
  '/sold',
  '/open-houses',
  '/open-houses/:id',
  '/neighborhoods',
  '/neighborhoods/:id',
  '/home-value',
  '/investor-hub',
  '/about',
  '/blog',
  '/blog/:slug',
  '/contact',
  '/schedule-showing',
  '/search',
  '/privacy',
  // Any other address: the not-found page.
  '*',
  '/account/sign-in',
  '/account/unsubscribe',
  '/account/:tab?',
  '/open-houses/:id/:screen',
  '/showings/manage',
  '/feedback',
  '/home-value/agent',
  '/home-value/unsubscribe',
  '/auth',
  '/admin/:tab?',
] as const;

export type SitePageType = (typeof SITE_PAGE_TYPES)[number];

export const isSitePageType = (value: unknown): value is SitePageType => (SITE_PAGE_TYPES as readonly unknown[]).includes(value);
