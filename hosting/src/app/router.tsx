import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { PublicLayout } from './layouts/PublicLayout';
import { PUBLIC_ROUTES, type PublicPage } from './publicRoutes';

type ScreenModule = () => Promise<{ default: ComponentType }>;

// Every page is its own chunk: a visitor downloads the code of the page they open. Keyed by the
// route table's page names, so a page the table names cannot be missing here.
const PAGE_MODULES: Record<PublicPage, ScreenModule> = {
  HomePage: () => import('../pages/HomePage'),
  PropertiesPage: () => import('../pages/PropertiesPage'),
  PropertyDetailPage: () => import('../pages/PropertyDetailPage'),
  NeighborhoodsPage: () => import('../pages/NeighborhoodsPage'),
  NeighborhoodPage: () => import('../pages/NeighborhoodPage'),
  InvestorHubPage: () => import('../pages/InvestorHubPage'),
  AboutPage: () => import('../pages/AboutPage'),
  BlogPage: () => import('../pages/BlogPage'),
  BlogPostPage: () => import('../pages/BlogPostPage'),
  ContactPage: () => import('../pages/ContactPage'),
  ScheduleShowingPage: () => import('../pages/ScheduleShowingPage'),
  SearchPage: () => import('../pages/SearchPage'),
  NotFoundPage: () => import('../pages/NotFoundPage'),
};

/**
 * A route whose screen is a lazily loaded module's default export. The router loads it before it
 * renders the route: on the first visit the page appears whole in the first paint (the HTML
 * preloads its chunk), not behind a spinner.
 */
const lazyScreen = (load: ScreenModule) => async () => ({ Component: (await load()).default });

/** SPEC §2: the public routes (publicRoutes.ts) and the staff's /auth and /admin. */
export const router = createBrowserRouter([
  {
    // The dashboard's code, auth state included, loads only when a visitor opens /auth or /admin.
    lazy: lazyScreen(() => import('../features/auth/StaffRoot')),
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: '/auth', lazy: lazyScreen(() => import('../pages/AuthPage')) },
      { path: '/admin/:tab?', lazy: lazyScreen(() => import('../pages/AdminPage')) },
    ],
  },
  {
    element: <PublicLayout />,
    // On the first visit, should the page's code still be on its way: the shell, with an empty page.
    hydrateFallbackElement: <PublicLayout />,
    children: PUBLIC_ROUTES.map(({ path, page }) => ({ path, lazy: lazyScreen(PAGE_MODULES[page]) })),
  },
]);
