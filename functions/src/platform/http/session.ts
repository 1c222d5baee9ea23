import type { Request, RequestHandler } from 'express';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { CLIENT_CLAIM, CLIENT_ONLY_MESSAGE, isRole, type ListingReader, type Role } from '@estate/domain';
import { forbidden, signInFirst } from '../httpError';
import { isUnavailable } from '../deadlines';

/** The only cookie Firebase Hosting forwards to functions. */
export const SESSION_COOKIE = '__session';

/**
 * The first segment of a pending staff sign-in (staff/factors/pendingSignIn.ts), which waits in
 * the session cookie's place between the password and the second factor: not a session.
 */
export const PENDING_SIGN_IN_VERSION = 'pending1';

const ADMIN_ONLY_MESSAGE = 'You need admin privileges to do this';
const STAFF_ONLY_MESSAGE = 'You need a staff account to do this';

export interface SessionUser {
  uid: string;
  /** undefined: an account without a staff role (a client's, or one made outside the dashboard). */
  role?: Role;
  /** A client's session (email-link sign-in): it opens /api/account and no staff route. */
  client?: true;
  /** A staff session's record (staffSessions/{sid}): when a factor was last proved in it, for the step-up. */
  sid?: string;
}

/** Who a request's session is to the listing gate (privateListings makes it: a client's invitations are theirs). */
export type ListingReaderOf = (session: SessionUser | undefined) => Promise<ListingReader>;

declare module 'express-serve-static-core' {
  interface Request {
    session?: SessionUser;
    /** Set by requireStaff and requireAdmin once they let the request through: the audit log records its write. */
    staffRoute?: true;
  }
}

/** The role claim; sessions made before the agent role existed carry only `admin: true`. */
export const roleOf = (claims: DecodedIdToken): Role | undefined =>
  isRole(claims.role) ? claims.role : claims.admin === true ? 'admin' : undefined;

/** Reads the session cookie, if any; an invalid, expired or revoked one counts as none. */
export function loadSession(auth: Auth): RequestHandler {
  return async (req, _res, next) => {
    const cookie: unknown = req.cookies?.[SESSION_COOKIE];
    if (typeof cookie === 'string' && cookie !== '' && !cookie.startsWith(`${PENDING_SIGN_IN_VERSION}.`)) {
      try {
        const claims = await auth.verifySessionCookie(cookie, true);
        const role = roleOf(claims);
        const client = !role && claims[CLIENT_CLAIM] === true;
        const sid: unknown = claims.sid;
        req.session = {
          uid: claims.uid,
          ...(role ? { role } : {}),
          ...(client ? { client } : {}),
          ...(typeof sid === 'string' ? { sid } : {}),
        };
      } catch (error) {
        // Auth not answering is an outage (503), not a signed-out visitor.
        if (isUnavailable(error)) return next(error);
        req.session = undefined;
      }
    }
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.session ? undefined : signInFirst());
};

/** Admins and agents: the Overview and the leads. */
export const requireStaff: RequestHandler = (req, _res, next) => {
  if (!req.session) return next(signInFirst());
  if (!req.session.role) return next(forbidden(STAFF_ONLY_MESSAGE));
  req.staffRoute = true;
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.session) return next(signInFirst());
  if (req.session.role !== 'admin') return next(forbidden(ADMIN_ONLY_MESSAGE));
  req.staffRoute = true;
  next();
};

/** A client's own routes (/api/account): staff sessions and role-less accounts are refused. */
export const requireClient: RequestHandler = (req, _res, next) => {
  if (!req.session) return next(signInFirst());
  next(req.session.client ? undefined : forbidden(CLIENT_ONLY_MESSAGE));
};

/** The client signed in, after requireClient. */
export const clientOf = (req: Request): string => req.session!.uid;

/** The staff member signed in, after requireStaff (which made sure of the role). */
export const staffOf = (req: Request): { uid: string; role: Role } => ({ uid: req.session!.uid, role: req.session!.role! });
