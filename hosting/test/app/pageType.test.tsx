import type { RouteObject } from 'react-router-dom';
import { SITE_PAGE_TYPES } from '@estate/domain';
import { pageTypeOf } from '@/app/pageType';
import { ROUTES } from '@/app/routes';

/** Every path of the route table, nested ones included. */
const routePaths = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path === undefined ? [] : [route.path]), ...routePaths(route.children ?? [])]);

describe('page types (docs/product/dashboard.md#site-health)', () => {
  it('are the route table’s paths, each once: a new route is a new page type, or its reports would be refused', () => {
    expect([...routePaths(ROUTES)].sort()).toEqual([...SITE_PAGE_TYPES].sort());
  });

  it.each([
    ['/', '/'],
    ['/properties/Xk2rT9bQ0pLmN4vZ8wYa', '/properties/:id'],
    ['/property/abc', '/property/:id'],
    ['/blog/spring-market-report', '/blog/:slug'],
    ['/open-houses/oh-1/rsvp', '/open-houses/:id/:screen'],
    ['/account', '/account/:tab?'],
    ['/admin/leads', '/admin/:tab?'],
    ['/auth', '/auth'],
    ['/no/such/page', '*'],
  ])('names %s by its pattern, %s', (pathname, pageType) => {
    expect(pageTypeOf(pathname)).toBe(pageType);
  });
});
