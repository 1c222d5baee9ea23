import type { RequestHandler } from 'express';
import { HttpError } from '../httpError';
import { SESSION_COOKIE } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard, on top of SameSite=Strict: a state-changing request that
 * carries a session must come from one of the site's own origins.
 */
export function sameOrigin(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || !req.cookies?.[SESSION_COOKIE]) return next();
    const origin = req.get('Origin');
    next(origin && allowed.has(origin) ? undefined : new HttpError(403, 'Cross-site request refused'));
  };
}
