import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { POPUP_SEEN_STORAGE_KEY } from '@estate/domain';
import { PublicLayout } from '@/app/layouts/PublicLayout';
import { renderInApp } from './renderInApp';

/**
 * Renders routes in a data router (what the app uses), inside the app's providers; the returned
 * router tells where the app navigated (`router.state.location`).
 */
export function renderWithRouter(routes: RouteObject[], { route = '/' } = {}) {
  // The layout scrolls to the top on navigation; jsdom has no layout to scroll.
  window.scrollTo = () => {};
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = renderInApp(<RouterProvider router={router} />);
  return { ...result, router };
}

const SHELL_PATHS = ['/', '/properties', '/neighborhoods', '/contact', '/search', '/about'];

/**
 * The public shell around stand-in pages ('Page /about'). The market-report popup counts as seen
 * unless `popup` is set: testing-library's pointer events look like exit intent to it.
 */
export function renderShell({ route = '/', pages = {} as Record<string, ReactElement>, popup = false } = {}) {
  if (popup) localStorage.removeItem(POPUP_SEEN_STORAGE_KEY);
  else localStorage.setItem(POPUP_SEEN_STORAGE_KEY, 'true');
  const page = (path: string) => pages[path] ?? <h1>Page {path}</h1>;
  return renderWithRouter([{ element: <PublicLayout />, children: SHELL_PATHS.map((path) => ({ path, element: page(path) })) }], { route });
}
