import { Router, type CookieOptions, type Response } from 'express';
import type { Store } from 'express-rate-limit';
import { loginSchema, newUserSchema, type NewUserInput } from '@estate/domain';
import {
  type AppConfig,
  noStore,
  clientKey,
  perClientPerMinute,
  requireSiteOrigin,
  requireUser,
  SESSION_COOKIE,
  validateBody,
} from '../platform';
import { SETUP_SECRET_HEADER, type AuthService } from './authService';

export { SETUP_SECRET_HEADER, UNKNOWN_ACCOUNT_EMAIL } from './authService';

/** Guesses at the setup secret, per client. */
const REGISTRATIONS_PER_MINUTE = 5;

export interface AuthRouterDeps {
  signIns: AuthService;
  config: AppConfig;
  /** Where registrations per client are counted. */
  registrationLimits: Store;
}

/** POST /login, GET /user, POST /logout, POST /register (first admin only). */
export function authRouter({ signIns, config, registrationLimits }: AuthRouterDeps): Router {
  const router = Router();
  const cookieOptions: CookieOptions = { httpOnly: true, secure: config.secureCookies, sameSite: 'strict', path: '/' };

  const setSession = (res: Response, cookie: string) =>
    res.cookie(SESSION_COOKIE, cookie, { ...cookieOptions, maxAge: config.sessionDurationMs });

  router.use(noStore);
  // No session yet to guard: a sign-in from another site's form would sign the visitor in as its author.
  const siteOrigin = requireSiteOrigin(config.allowedOrigins);

  router.post('/login', siteOrigin, validateBody(loginSchema), async (req, res) => {
    const { username, password } = req.body as { username: string; password: string };
    const { user, cookie } = await signIns.signIn(username, password, clientKey(req));
    setSession(res, cookie);
    res.json(user);
  });

  router.get('/user', requireUser, async (req, res) => {
    res.json(await signIns.currentUser(req.session!.uid));
  });

  router.post('/logout', async (req, res) => {
    if (req.session) await signIns.signOut(req.session.uid);
    res.clearCookie(SESSION_COOKIE, cookieOptions);
    res.json({ message: 'Logged out' });
  });

  router.post(
    '/register',
    siteOrigin,
    perClientPerMinute(REGISTRATIONS_PER_MINUTE, config, registrationLimits),
    validateBody(newUserSchema),
    async (req, res) => {
      const { user, cookie } = await signIns.registerFirstAdmin(req.body as NewUserInput, req.get(SETUP_SECRET_HEADER));
      setSession(res, cookie);
      res.status(201).json(user);
    },
  );

  return router;
}
