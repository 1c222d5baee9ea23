import { lazy, type ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { PublicLayout } from './layouts/PublicLayout';

// Every page is its own chunk: a visitor downloads the code of the page they open.
const HomePage = lazy(() => import('../pages/HomePage'));
const PropertiesPage = lazy(() => import('../pages/PropertiesPage'));
const PropertyDetailPage = lazy(() => import('../pages/PropertyDetailPage'));
const NeighborhoodsPage = lazy(() => import('../pages/NeighborhoodsPage'));
const NeighborhoodPage = lazy(() => import('../pages/NeighborhoodPage'));
const InvestorHubPage = lazy(() => import('../pages/InvestorHubPage'));
const AboutPage = lazy(() => import('../pages/AboutPage'));
const BlogPage = lazy(() => import('../pages/BlogPage'));
const BlogPostPage = lazy(() => import('../pages/BlogPostPage'));
const ContactPage = lazy(() => import('../pages/ContactPage'));
const ScheduleShowingPage = lazy(() => import('../pages/ScheduleShowingPage'));
const SearchPage = lazy(() => import('../pages/SearchPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

/** A route whose screen is a lazily loaded module's default export. */
const lazyScreen = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/** SPEC §2: the public routes (both detail path shapes show the same screen) and the staff's /auth and /admin. */
export const router = createBrowserRouter([
  {
    // The dashboard's code, auth state included, loads only when a visitor opens /auth or /admin.
    lazy: lazyScreen(() => import('../features/auth/StaffRoot')),
    children: [
      { path: '/auth', lazy: lazyScreen(() => import('../pages/AuthPage')) },
      { path: '/admin/:tab?', lazy: lazyScreen(() => import('../pages/AdminPage')) },
    ],
  },
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/properties', element: <PropertiesPage /> },
      { path: '/properties/:id', element: <PropertyDetailPage /> },
      { path: '/property/:id', element: <PropertyDetailPage /> },
      { path: '/neighborhoods', element: <NeighborhoodsPage /> },
      { path: '/neighborhoods/:id', element: <NeighborhoodPage /> },
      { path: '/investor-hub', element: <InvestorHubPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/blog', element: <BlogPage /> },
      { path: '/blog/:slug', element: <BlogPostPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/schedule-showing', element: <ScheduleShowingPage /> },
      { path: '/search', element: <SearchPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
