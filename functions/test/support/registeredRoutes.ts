import type { Express } from 'express';

/** The routes an Express app registered, read from its router stack (the route guard and audit walks). */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RegisteredRoute {
  method: Method;
  path: string;
}

/** A registered route, and the names of the handlers it runs (middleware included). */
export interface FoundRoute extends RegisteredRoute {
  handlers: string[];
}

/** What is read of Express 5's router (the `router` package): layers, routes, mounted routers. */
interface RouterLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean | undefined>; stack: { name: string }[] };
  handle: { stack?: RouterLayer[] };
}

const ALL_METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function joinPaths(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

function layerPaths(layer: RouterLayer): string[] {
  const paths = Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath];
  for (const path of paths) {
    if (typeof path !== 'string') throw new Error(`A route or router is mounted on ${String(path)}: this test only reads string paths`);
  }
  return paths as string[];
}

/** Every (method, path) registered on the app, mounted routers included, with its handlers' names. */
export function registeredRoutes(app: Express): FoundRoute[] {
  const root = (app as unknown as { router: { stack: RouterLayer[] } }).router;
  const found: FoundRoute[] = [];
  const walk = (stack: RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const methods = Object.keys(layer.route.methods)
          .filter((method) => layer.route!.methods[method])
          .flatMap((method) => (method === '_all' ? ALL_METHODS : [method.toUpperCase() as Method]));
        const handlers = layer.route.stack.map((handler) => handler.name);
        for (const path of layerPaths(layer)) {
          for (const method of methods) found.push({ method, path: joinPaths(prefix, path), handlers });
        }
      } else if (Array.isArray(layer.handle.stack)) {
        for (const path of layerPaths(layer)) walk(layer.handle.stack, joinPaths(prefix, path));
      }
    }
  };
  walk(root.stack, '');
  return found;
}
