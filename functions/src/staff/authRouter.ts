import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type CookieOptions, type Response } from 'express';
import { loginSchema, newUserSchema, type NewUserInput } from '@estate/domain';
import type { AppDeps } from '../deps';
import { firestoreUserRepository } from './userRepository';
import { HttpError } from '../platform/httpError';
import { noStore } from '../platform/http/cache';
import { clientKey } from '../platform/http/clientAddress';
import { perClientPerMinute } from '../platform/http/rateLimit';
import { firestoreRateLimitStore } from '../platform/firestore/rateLimitStore';
import { requireSiteOrigin } from '../platform/http/sameOrigin';
import { requireUser, SESSION_COOKIE } from '../platform/http/session';
import { validateBody } from '../platform/http/validate';
import { loginThrottle } from './loginThrottle';
import { userService } from './userService';

const INVALID_CREDENTIALS = 'Invalid username or password';
/** Checked in place of an unknown username's email; a match would still be refused (no user). */
export const UNKNOWN_ACCOUNT_EMAIL = 'no-such-account@login.invalid';

/** The header that carries ADMIN_SETUP_SECRET to POST /api/register. */
export const SETUP_SECRET_HEADER = 'X-Setup-Secret';
/** Guesses at the setup secret, per client. */
const REGISTRATIONS_PER_MINUTE = 5;

/** Compared as digests: equal lengths for timingSafeEqual, and no early exit on the first difference. */
function matchesSecret(given: string | undefined, expected: string): boolean {
  if (!given || !expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** POST /login, GET /user, POST /logout, POST /register (first admin only). */
export function authRouter({ db, auth, passwords, adminSetupSecret, config }: AppDeps): Router {
  const router = Router();
  const users = firestoreUserRepository(db);
  const accounts = userService(auth, users);
  const throttle = loginThrottle(db);
  const cookieOptions: CookieOptions = { httpOnly: true, secure: config.secureCookies, sameSite: 'strict', path: '/' };

  async function startSession(res: Response, idToken: string): Promise<void> {
    const cookie = await auth.createSessionCookie(idToken, { expiresIn: config.sessionDurationMs });
    res.cookie(SESSION_COOKIE, cookie, { ...cookieOptions, maxAge: config.sessionDurationMs });
  }

  router.use(noStore);
  // No session yet to guard: a sign-in from another site's form would sign the visitor in as its author.
  const siteOrigin = requireSiteOrigin(config.allowedOrigins);

  router.post('/login', siteOrigin, validateBody(loginSchema), async (req, res) => {
    const { username, password } = req.body as { username: string; password: string };
    const attempt = await throttle.begin(username, clientKey(req));
    const user = await users.findByUsername(username);
    // An unknown username costs the same Identity Toolkit call as a known one, so how long the
    // answer takes does not tell a guesser which usernames exist.
    const idToken = await passwords.verify(user?.email ?? UNKNOWN_ACCOUNT_EMAIL, password);
    if (!user || !idToken) {
      await attempt.failed();
      throw new HttpError(401, INVALID_CREDENTIALS);
    }
    await attempt.succeeded();
    await startSession(res, idToken);
    res.json(user);
  });

  router.get('/user', requireUser, async (req, res) => {
    const user = await users.get(req.session!.uid);
    if (!user) throw new HttpError(401, 'Please sign in to continue');
    res.json(user);
  });

  router.post('/logout', async (req, res) => {
    if (req.session) await accounts.signOutEverywhere(req.session.uid);
    res.clearCookie(SESSION_COOKIE, cookieOptions);
    res.json({ message: 'Logged out' });
  });

  router.post(
    '/register',
    siteOrigin,
    perClientPerMinute(REGISTRATIONS_PER_MINUTE, config, firestoreRateLimitStore(db, 'register')),
    validateBody(newUserSchema),
    async (req, res) => {
      const closed = new HttpError(403, 'Registration is closed: ask an admin to create your account');
      if (await users.any()) throw closed;
      if (!matchesSecret(req.get(SETUP_SECRET_HEADER), adminSetupSecret())) {
        throw new HttpError(403, `Registering the first admin needs the setup secret in ${SETUP_SECRET_HEADER}`);
      }
      // Two registrations racing for the empty database: only one may win.
      if (!(await users.claimFirstAdmin())) throw closed;
      // The first account runs the agency, whatever role the request asked for.
      const input: NewUserInput = { ...(req.body as NewUserInput), role: 'admin' };
      const user = await accounts.create(input).catch(async (error: unknown) => {
        await users.releaseFirstAdmin();
        throw error;
      });
      const idToken = await passwords.verify(user.email, input.password);
      if (!idToken) throw new Error('The new admin could not sign in with the password just set');
      await startSession(res, idToken);
      res.status(201).json(user);
    },
  );

  return router;
}
