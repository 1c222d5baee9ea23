/**
 * docs/product/site.md#routes: the public routes and the page each one shows (the module `src/pages/<page>.tsx`).
 * One table for the router, for the build (which preloads the opened route's code from the HTML)
 * and for the bundle budget (scripts/perf), so none of them can miss a page.
 */
export const PUBLIC_ROUTES = [
  { path: '/', page: 'HomePage' },
  { path: '/properties', page: 'PropertiesPage' },
  // Both detail path shapes appear in links; they show the same screen.
  { path: '/properties/:id', page: 'PropertyDetailPage' },
  { path: '/property/:id', page: 'PropertyDetailPage' },
  { path: '/sold', page: 'SoldPage' },
  { path: '/open-houses', page: 'OpenHousesPage' },
  { path: '/open-houses/:id', page: 'OpenHousesPage' },
  { path: '/neighborhoods', page: 'NeighborhoodsPage' },
  { path: '/neighborhoods/:id', page: 'NeighborhoodPage' },
  { path: '/home-value', page: 'HomeValuePage' },
  { path: '/investor-hub', page: 'InvestorHubPage' },
  { path: '/about', page: 'AboutPage' },
  { path: '/blog', page: 'BlogPage' },
  { path: '/blog/:slug', page: 'BlogPostPage' },
  { path: '/contact', page: 'ContactPage' },
  { path: '/schedule-showing', page: 'ScheduleShowingPage' },
  { path: '/search', page: 'SearchPage' },
  { path: '/privacy', page: 'PrivacyPage' },
  { path: '*', page: 'NotFoundPage' },
] as const satisfies readonly PublicRoute[];

export interface PublicRoute {
  /** A React Router path pattern. */
  path: string;
  page: string;
}

export type PublicPage = (typeof PUBLIC_ROUTES)[number]['page'];
