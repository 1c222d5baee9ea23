import { lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

export type ScreenModule = () => Promise<{ default: ComponentType }>;

/** Each lazy screen's loader, so the screens a URL opens can be loaded before the first render. */
const loaders = new WeakMap<ComponentType, ScreenModule>();

/**
 * A route's screen as a lazily loaded module's default export: its code loads when the route is
 * first rendered (the server waits for it; in the browser the page being left stays on screen
 * meanwhile, because the router navigates in a transition).
 */
export function lazyScreen(load: ScreenModule): ComponentType {
  const Screen = lazy(load);
  loaders.set(Screen, load);
  return Screen;
}

/**
 * Puts the loaded screens of the routes that match `location` in place of their lazy stand-ins,
 * so the browser's first render is the page itself, as the server rendered it, and hydrates at
 * once instead of suspending (the HTML has already asked for these chunks).
 */
export async function loadMatchedScreens(routes: RouteObject[], location: Pick<Location, 'pathname'>): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, location) ?? []).map(async ({ route }) => {
      const load = route.Component && loaders.get(route.Component);
      if (load) route.Component = (await load()).default;
    }),
  );
}
