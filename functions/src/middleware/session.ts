import type { RequestHandler } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { HttpError } from '../httpError';

/** The only cookie Firebase Hosting forwards to functions. */
export const SESSION_COOKIE = '__session';

export interface SessionUser {
  uid: string;
  admin: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    session?: SessionUser;
  }
}

/** Reads the session cookie, if any; an invalid, expired or revoked one counts as none. */
export function loadSession(auth: Auth): RequestHandler {
  return async (req, _res, next) => {
    const cookie: unknown = req.cookies?.[SESSION_COOKIE];
    if (typeof cookie === 'string' && cookie !== '') {
      try {
        const claims = await auth.verifySessionCookie(cookie, true);
        req.session = { uid: claims.uid, admin: claims.admin === true };
      } catch {
        req.session = undefined;
      }
    }
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.session ? undefined : new HttpError(401, 'Please sign in to continue'));
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.session) return next(new HttpError(401, 'Please sign in to continue'));
  next(req.session.admin ? undefined : new HttpError(403, 'You need admin privileges to do this'));
};
