import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/components/PageSpinner';
import { PublicLayout } from './layouts/PublicLayout';
import { PUBLIC_ROUTES, type PublicPage } from './publicRoutes';

type ScreenModule = () => Promise<{ default: ComponentType }>;

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
  /** A page for one task (a door's check-in tablet, an email's link): the market-report popup never covers it. */
  noPopup?: boolean;
}

/**
 * A route whose screen is a lazily loaded module's default export. The router loads it before it
 * renders the route: the server renders the page whole, and the browser loads the opened page's
 * code before it hydrates (the HTML preloads its chunk).
 */
const lazyScreen = (load: ScreenModule) => async () => ({ Component: (await load()).default });

/**
 * docs/product.md#routes: the public routes (publicRoutes.ts), a client's /account pages and an open
 * house's guest and door pages (in the public layout, rendered in the browser only: what they show is
 * personal) and the staff's /auth and /admin.
 * One table for the browser's router and the server's renderer.
 */
export const ROUTES: RouteObject[] = [
  {
    // The dashboard's code, auth state included, loads only when a visitor opens /auth or /admin.
    lazy: lazyScreen(() => import('./StaffRoot')),
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: '/auth', lazy: lazyScreen(() => import('@/pages/AuthPage')) },
      { path: '/admin/:tab?', lazy: lazyScreen(() => import('@/pages/AdminPage')) },
    ],
  },
  {
    element: <PublicLayout />,
    children: [
      {
        path: '/account/sign-in',
        lazy: lazyScreen(() => import('@/pages/AccountSignInPage')),
        handle: { shellTitle: 'Sign In' } satisfies RouteHandle,
      },
      {
        // Before /account/:tab: an email's unsubscribe link works signed out.
        path: '/account/unsubscribe',
        lazy: lazyScreen(() => import('@/pages/UnsubscribePage')),
        handle: { shellTitle: 'Email Alerts' } satisfies RouteHandle,
      },
      // docs/product.md#open-houses: a guest's invitation and RSVP links, and check-in at the door: personal, never cached.
      {
        path: '/open-houses/:id/:screen',
        lazy: lazyScreen(PAGE_MODULES.OpenHousesPage),
        handle: { shellTitle: 'Open House', noPopup: true } satisfies RouteHandle,
      },
      {
        // A showing email's link: personal, so the browser renders it and nothing caches it.
        path: '/showings/manage',
        lazy: lazyScreen(() => import('@/pages/ShowingManagePage')),
        handle: { shellTitle: 'Your Showing', noPopup: true } satisfies RouteHandle,
      },
      {
        // A feedback email's link: signed, personal, never cached (docs/product.md#feedback).
        path: '/feedback',
        lazy: lazyScreen(() => import('@/pages/FeedbackPage')),
        handle: { shellTitle: 'Your Feedback', noPopup: true } satisfies RouteHandle,
      },
      {
        path: '/account/:tab?',
        lazy: lazyScreen(() => import('@/pages/AccountPage')),
        handle: { shellTitle: 'Your Account' } satisfies RouteHandle,
      },
    ],
  },
  {
    element: <PublicLayout />,
    hydrateFallbackElement: <PublicLayout />,
    children: PUBLIC_ROUTES.map(({ path, page }) => ({
      path,
      lazy: lazyScreen(PAGE_MODULES[page]),
      handle: { page } satisfies RouteHandle,
    })),
  },
];
