import type { RouteObject } from 'react-router-dom';
import { HOMEOWNER_REPORT_AGENT_PATH, HOMEOWNER_REPORT_PAGE_TITLE, HOMEOWNER_REPORT_UNSUBSCRIBE_PATH } from '@estate/domain';
import { lazyScreen, type ScreenModule } from './lazyScreen';
import { PublicLayout } from './layouts/PublicLayout';
import { PUBLIC_ROUTES, type PublicPage } from './publicRoutes';

// Every page is its own chunk: a visitor downloads the code of the page they open. Keyed by the
// route table's page names, so a page the table names cannot be missing here.
const PAGE_MODULES: Record<PublicPage, ScreenModule> = {
  HomePage: () => import('@/pages/HomePage'),
  PropertiesPage: () => import('@/pages/PropertiesPage'),
  PropertyDetailPage: () => import('@/pages/PropertyDetailPage'),
  SoldPage: () => import('@/pages/SoldPage'),
  OpenHousesPage: () => import('@/pages/OpenHousesPage'),
  NeighborhoodsPage: () => import('@/pages/NeighborhoodsPage'),
  NeighborhoodPage: () => import('@/pages/NeighborhoodPage'),
  HomeValuePage: () => import('@/pages/HomeValuePage'),
  InvestorHubPage: () => import('@/pages/InvestorHubPage'),
  AboutPage: () => import('@/pages/AboutPage'),
  BlogPage: () => import('@/pages/BlogPage'),
  BlogPostPage: () => import('@/pages/BlogPostPage'),
  ContactPage: () => import('@/pages/ContactPage'),
  ScheduleShowingPage: () => import('@/pages/ScheduleShowingPage'),
  SearchPage: () => import('@/pages/SearchPage'),
  PrivacyPage: () => import('@/pages/PrivacyPage'),
  NotFoundPage: () => import('@/pages/NotFoundPage'),
};

/**
 * What the server reads off a matched route: the public page it renders, or, for a page the
 * browser alone renders (a client's account), the title of the empty shell it sends instead.
 */
export interface RouteHandle {
  page?: PublicPage;
  shellTitle?: string;
}

/**
 * docs/product/site.md#routes: the public routes (publicRoutes.ts), a client's /account pages and an open
 * house's guest and door pages (in the public layout, rendered in the browser only: what they show is
 * personal) and the staff's /auth and /admin.
 * One table for the browser's router and the server's renderer.
 */
export const ROUTES: RouteObject[] = [
  {
    // The dashboard's code, auth state included, loads only when a visitor opens /auth or /admin.
    Component: lazyScreen(() => import('./StaffRoot')),
    children: [
      { path: '/auth', Component: lazyScreen(() => import('@/pages/AuthPage')) },
      { path: '/admin/:tab?', Component: lazyScreen(() => import('@/pages/AdminPage')) },
    ],
  },
  {
    element: <PublicLayout />,
    children: [
      {
        path: '/account/sign-in',
        Component: lazyScreen(() => import('@/pages/AccountSignInPage')),
        handle: { shellTitle: 'Sign In' } satisfies RouteHandle,
      },
      {
        // Before /account/:tab: an email's unsubscribe link works signed out.
        path: '/account/unsubscribe',
        Component: lazyScreen(() => import('@/pages/UnsubscribePage')),
        handle: { shellTitle: 'Email Alerts' } satisfies RouteHandle,
      },
      {
        path: '/account/:tab?',
        Component: lazyScreen(() => import('@/pages/AccountPage')),
        handle: { shellTitle: 'Your Account' } satisfies RouteHandle,
      },
    ],
  },
  {
    // Pages for one task (a door's check-in tablet, an email's link): the market-report popup never covers them.
    element: <PublicLayout oneTask />,
    children: [
      // docs/product/open-houses.md#open-houses: a guest's invitation and RSVP links, and check-in at the door: personal, never cached.
      {
        path: '/open-houses/:id/:screen',
        Component: lazyScreen(PAGE_MODULES.OpenHousesPage),
        handle: { shellTitle: 'Open House' } satisfies RouteHandle,
      },
      {
        // A showing email's link: personal, so the browser renders it and nothing caches it.
        path: '/showings/manage',
        Component: lazyScreen(() => import('@/pages/ShowingManagePage')),
        handle: { shellTitle: 'Your Showing' } satisfies RouteHandle,
      },
      {
        // A feedback email's link: signed, personal, never cached (docs/product/showings.md#feedback).
        path: '/feedback',
        Component: lazyScreen(() => import('@/pages/FeedbackPage')),
        handle: { shellTitle: 'Your Feedback' } satisfies RouteHandle,
      },
      // The homeowner report's links (docs/product/valuation.md#the-homeowner-report): signed, personal, never cached. One page module.
      {
        path: HOMEOWNER_REPORT_AGENT_PATH,
        Component: lazyScreen(() => import('@/pages/HomeReportPage')),
        handle: { shellTitle: HOMEOWNER_REPORT_PAGE_TITLE } satisfies RouteHandle,
      },
      {
        path: HOMEOWNER_REPORT_UNSUBSCRIBE_PATH,
        Component: lazyScreen(() => import('@/pages/HomeReportPage')),
        handle: { shellTitle: HOMEOWNER_REPORT_PAGE_TITLE } satisfies RouteHandle,
      },
    ],
  },
  {
    element: <PublicLayout />,
    children: PUBLIC_ROUTES.map(({ path, page }) => ({
      path,
      Component: lazyScreen(PAGE_MODULES[page]),
      handle: { page } satisfies RouteHandle,
    })),
  },
];
