import type { APIRequestContext } from '@playwright/test';
import { PUBLIC_ROUTES } from '../../hosting/src/app/publicRoutes';
import { sitemapUrls } from '../../scripts/testing/sitemapUrls';

/** A route pattern as a whole-path expression: `:param` is one path segment. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);

/**
 * One address of each public page (hosting/src/app/publicRoutes.ts), the staff login and a missing
 * page: a page with parameters by the first address the sitemaps list for it, so a page added to
 * the route table is walked without a change here, and one they never show fails the walk.
 */
export async function onePagePerPublicPage(request: APIRequestContext): Promise<string[]> {
  const listed = (await sitemapUrls(async (path) => (await request.get(path)).text())).map((loc) => new URL(loc).pathname);
  const pages = [...new Set(PUBLIC_ROUTES.map((route) => route.page))];
  return [
    ...pages.map((page) => {
      const paths = PUBLIC_ROUTES.filter((route) => route.page === page).map((route) => route.path);
      if (paths.includes('*')) return '/no-such-page';
      const plain = paths.find((path) => !path.includes(':'));
      const address = plain ?? listed.find((path) => paths.some((pattern) => patternOf(pattern).test(path)));
      if (!address) throw new Error(`The sitemap lists no address of ${page} (${paths.join(', ')})`);
      return address;
    }),
    '/auth',
  ];
}
