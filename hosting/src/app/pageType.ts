import { matchRoutes } from 'react-router-dom';
import type { SitePageType } from '@estate/domain';
import { ROUTES } from './routes';

/**
 * The route pattern an address shows ('/properties/:id'): what the site-health reports name a page
 * by (docs/product/dashboard.md#site-health), never its address. Every leaf path of the table is whole, so
 * the deepest match with a path is the pattern. The table's paths are the domain's page types
 * (hosting/test/app/pageType.test.tsx), so none is checked here: every page's entry runs this.
 */
export const pageTypeOf = (pathname: string): SitePageType =>
  (matchRoutes(ROUTES, pathname)?.findLast(({ route }) => route.path !== undefined)?.route.path ?? '*') as SitePageType;
