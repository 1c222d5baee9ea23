import type { RequestHandler } from 'express';

/** Public reads may be cached by the Hosting CDN for a short while; browsers always revalidate. */
export const publicCache: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  next();
};

/** Anything about a user or only for admins is never stored by a cache. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
