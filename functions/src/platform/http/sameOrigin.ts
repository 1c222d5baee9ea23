import type { RequestHandler } from 'express';
import { forbidden } from '../httpError';
import { SESSION_COOKIE } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses a request that does not come from one of the site's own origins (browsers send Origin on every POST). */
export function requireSiteOrigin(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, _res, next) => {
    const origin = req.get('Origin');
    next(origin && allowed.has(origin) ? undefined : forbidden('Cross-site request refused'));
  };
}

/**
 * Cross-site request forgery guard, on top of SameSite=Strict: a state-changing request that
 * carries a session must come from one of the site's own origins. Sign-in and registration,
 * which carry none yet, apply requireSiteOrigin themselves (no login CSRF).
 */
export function sameOrigin(allowedOrigins: string[]): RequestHandler {
  const siteOrigin = requireSiteOrigin(allowedOrigins);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || !req.cookies?.[SESSION_COOKIE]) return next();
    siteOrigin(req, res, next);
  };
}
