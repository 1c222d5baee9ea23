import { Router } from 'express';
import type { Store } from 'express-rate-limit';
import { loginSchema, newUserSchema, type NewUserInput } from '@estate/domain';
import { type AppConfig, noStore, clientKey, perClientPerMinute, requireSiteOrigin, requireUser, validateBody } from '../platform';
import { SETUP_SECRET_HEADER, type AuthService } from './authService';
import { sessionCookies } from './sessionCookies';

export { SETUP_SECRET_HEADER, UNKNOWN_ACCOUNT_EMAIL } from './authService';

/** Guesses at the setup secret, per client. */
const REGISTRATIONS_PER_MINUTE = 5;

export interface AuthRouterDeps {
  signIns: AuthService;
  config: AppConfig;
  /** Where registrations per client are counted. */
  registrationLimits: Store;
}

/** POST /login (the password; factorRouter has the steps after it), GET /user, POST /logout, POST /register (first admin only). */
export function authRouter({ signIns, config, registrationLimits }: AuthRouterDeps): Router {
  const router = Router();
  const cookies = sessionCookies(config);

  router.use(noStore);
  // No session yet to guard: a sign-in from another site's form would sign the visitor in as its author.
  const siteOrigin = requireSiteOrigin(config.allowedOrigins);

  router.post('/login', siteOrigin, validateBody(loginSchema), async (req, res) => {
    const { username, password } = req.body as { username: string; password: string };
    const outcome = await signIns.signIn(username, password, clientKey(req));
    // 202: the password was right and the session waits for the second factor (or its enrolment).
    if ('pending' in outcome) {
      cookies.pending(res, outcome.cookie);
      return res.status(202).json(outcome.pending);
    }
    cookies.session(res, outcome.cookie);
    res.json(outcome.user);
  });

  router.get('/user', requireUser, async (req, res) => {
    res.json(await signIns.currentUser(req.session!.uid));
  });

  router.post('/logout', async (req, res) => {
    if (req.session) await signIns.signOut(req.session.uid);
    cookies.clear(res);
    res.json({ message: 'Logged out' });
  });

  router.post(
    '/register',
    siteOrigin,
    perClientPerMinute(REGISTRATIONS_PER_MINUTE, config, registrationLimits),
    validateBody(newUserSchema),
    async (req, res) => {
      const { user, cookie } = await signIns.registerFirstAdmin(req.body as NewUserInput, req.get(SETUP_SECRET_HEADER));
      cookies.session(res, cookie);
      res.status(201).json(user);
    },
  );

  return router;
}
