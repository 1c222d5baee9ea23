import type { CookieOptions, Response } from 'express';
import { PENDING_SIGN_IN_MS } from '@estate/domain';
import { type AppConfig, SESSION_COOKIE } from '../platform';

/**
 * The session cookie as the staff sign-in routes set it: a session, or a pending sign-in in its
 * place (a few minutes), both httpOnly and SameSite strict.
 */
export function sessionCookies(config: AppConfig) {
  const options: CookieOptions = { httpOnly: true, secure: config.secureCookies, sameSite: 'strict', path: '/' };
  return {
    options,
    session: (res: Response, cookie: string) => res.cookie(SESSION_COOKIE, cookie, { ...options, maxAge: config.sessionDurationMs }),
    pending: (res: Response, token: string) => res.cookie(SESSION_COOKIE, token, { ...options, maxAge: PENDING_SIGN_IN_MS }),
    clear: (res: Response) => res.clearCookie(SESSION_COOKIE, options),
  };
}

export type SessionCookies = ReturnType<typeof sessionCookies>;
