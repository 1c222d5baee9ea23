import type { RequestHandler } from 'express';

/** Public reads may be cached by the Hosting CDN for a short while; browsers always revalidate. */
export const publicCache: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  next();
};

/**
 * Anything about a user or only for admins is never stored by a cache. `private` also tells
 * Firebase Hosting to pass the response's Set-Cookie through: it drops it otherwise.
 */
export const PRIVATE_NO_STORE = 'private, no-store';

export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', PRIVATE_NO_STORE);
  next();
};
