import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy routes that match `location` into the route table, so that the router's first
 * render is the page itself, as the server rendered it, not a fallback (React Router's way of
 * hydrating lazy routes).
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: Pick<Location, 'pathname'>): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter(({ route }) => typeof route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
