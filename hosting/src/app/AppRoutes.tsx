import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { PageSpinner } from '@/components/PageSpinner';
import { ROUTES } from './routes';

/**
 * The route table rendered where the app's router is: the browser's BrowserRouter and the server's
 * StaticRouter render this same tree, so the browser hydrates exactly what the server sent. The
 * spinner shows while the dashboard's code loads; a public page's own boundary is in its layout.
 */
export function AppRoutes() {
  return <Suspense fallback={<PageSpinner />}>{useRoutes(ROUTES)}</Suspense>;
}
