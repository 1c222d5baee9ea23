import type { Plugin, Rolldown } from 'vite';
import { PUBLIC_ROUTES } from '../src/app/publicRoutes';

/** A React Router path pattern as a RegExp source (matched case-insensitively, as the router does). */
function pathPatternSource(path: string): string {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/')}/?$`;
}

/** A chunk's file and the files of everything it imports statically. */
function staticClosure(bundle: Rolldown.OutputBundle, file: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (seen.has(file) || chunk?.type !== 'chunk') return seen;
  seen.add(file);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * The page's code is a lazy chunk, which the browser would only request once the entry has
 * downloaded and run. A small inline script in the HTML matches the opened URL against the
 * public routes and preloads that page's chunks right away, in parallel with the entry, and
 * the route's largest image if `images` names one (by route path).
 */
export function preloadRouteCode({ images = {} }: { images?: Record<string, string> } = {}): Plugin {
  let base = '/';
  return {
    name: 'preload-route-code',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const loadedByEntry = staticClosure(bundle, entry.fileName);
        const pageFiles = (page: string) => {
          const chunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(`/src/pages/${page}.tsx`),
          );
          if (!chunk) throw new Error(`No chunk for the page ${page}`);
          return [...staticClosure(bundle, chunk.fileName)].filter((file) => !loadedByEntry.has(file)).map((file) => base + file);
        };
        // Not the 404 catch-all, which would also match the staff's /auth and /admin (whose code is elsewhere).
        const routes = PUBLIC_ROUTES.filter((route) => route.path !== '*').map((route) => ({
          pattern: pathPatternSource(route.path),
          modules: pageFiles(route.page),
          image: images[route.path],
        }));
        const script = `(() => {
  const route = ${JSON.stringify(routes)}.find((r) => new RegExp(r.pattern, 'i').test(location.pathname));
  if (!route) return;
  const preload = (attributes) => document.head.appendChild(Object.assign(document.createElement('link'), attributes));
  if (route.image) preload({ rel: 'preload', as: 'image', href: route.image, fetchPriority: 'high' });
  for (const href of route.modules) preload({ rel: 'modulepreload', href });
})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
