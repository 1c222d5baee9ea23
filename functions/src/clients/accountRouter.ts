import { createHash } from 'node:crypto';
import { Router, type CookieOptions, type Request, type Response } from 'express';
import type { Store } from 'express-rate-limit';
import {
  CLIENT_HINT_COOKIE,
  consentSchema,
  favouriteSchema,
  SIGN_IN_LINK_SENT_MESSAGE,
  SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR,
  SIGN_IN_LINKS_PER_CLIENT_PER_HOUR,
  signInCompletionSchema,
  signInLinkRequestSchema,
  SIGNED_OUT_STATE,
  type ConsentInput,
  type FavouriteInput,
  type SignInCompletion,
  type SignInLinkRequest,
} from '@estate/domain';
import {
  type AppCheckVerifier,
  type AppConfig,
  clientKey,
  clientOf,
  noStore,
  perKeyPerWindow,
  requireAppCheck,
  requireClient,
  requireSiteOrigin,
  SESSION_COOKIE,
  validateBody,
} from '../platform';
import type { ClientAccountService } from './clientAccountService';
import type { ClientSignInService } from './clientSignInService';

const HOUR_MS = 60 * 60 * 1000;
const TOO_MANY_LINKS = 'Too many sign-in links were asked for. Please try again in an hour.';
const addressKey = (req: Request) =>
  createHash('sha256')
    .update(
      String((req.body as { email?: unknown }).email ?? '')
        .trim()
        .toLowerCase(),
    )
    .digest('hex');

export interface AccountRouterDeps {
  clientSignIns: ClientSignInService;
  clientAccounts: ClientAccountService;
  config: AppConfig;
  /** Sign-in links per email address and per client address, counted across instances. */
  signInLinkLimits: { perAddress: Store; perClient: Store };
  /** Verifies the sign-in form's App Check token (docs/product/leads.md#app-check). */
  appCheck: AppCheckVerifier;
}

/**
 * /api/account: a client's email-link sign-in and everything of their own. Every answer is
 * `private, no-store`: nothing personal is kept by a shared cache.
 */
export function accountRouter({ clientSignIns, clientAccounts, config, signInLinkLimits, appCheck }: AccountRouterDeps): Router {
  const router = Router();
  const cookieOptions: CookieOptions = { secure: config.secureCookies, sameSite: 'strict', path: '/' };
  const setSession = (res: Response, cookie: string) => {
    res.cookie(SESSION_COOKIE, cookie, { ...cookieOptions, httpOnly: true, maxAge: config.sessionDurationMs });
    res.cookie(CLIENT_HINT_COOKIE, '1', { ...cookieOptions, maxAge: config.sessionDurationMs });
  };
  const clearSession = (res: Response) => {
    res.clearCookie(SESSION_COOKIE, { ...cookieOptions, httpOnly: true });
    res.clearCookie(CLIENT_HINT_COOKIE, cookieOptions);
  };
  const siteOrigin = requireSiteOrigin(config.allowedOrigins);

  router.use('/account', noStore);

  router.post(
    '/account/sign-in-link',
    siteOrigin,
    requireAppCheck(appCheck),
    validateBody(signInLinkRequestSchema),
    perKeyPerWindow(SIGN_IN_LINKS_PER_CLIENT_PER_HOUR, HOUR_MS, signInLinkLimits.perClient, clientKey, TOO_MANY_LINKS),
    perKeyPerWindow(SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR, HOUR_MS, signInLinkLimits.perAddress, addressKey, TOO_MANY_LINKS),
    async (req, res) => {
      const { email, next } = req.body as SignInLinkRequest;
      await clientSignIns.requestLink(email, next);
      res.status(202).json({ message: SIGN_IN_LINK_SENT_MESSAGE });
    },
  );

  router.post('/account/session', siteOrigin, validateBody(signInCompletionSchema), async (req, res) => {
    const { email, code } = req.body as SignInCompletion;
    const { cookie, account, next } = await clientSignIns.complete(email, code);
    setSession(res, cookie);
    res.json({ account, ...(next ? { next } : {}) });
  });

  // Public pages ask this after hydration, when the browser holds the hint: a visitor without a
  // session is told so, not refused, and the hint is cleared. Cleared without reading it: Hosting
  // forwards no cookie but __session to a function, so the request never shows it.
  router.get('/account/state', async (req, res) => {
    if (!req.session?.client) {
      res.clearCookie(CLIENT_HINT_COOKIE, cookieOptions);
      return res.json(SIGNED_OUT_STATE);
    }
    res.json(await clientAccounts.state(clientOf(req)));
  });

  router.post('/account/sign-out', async (req, res) => {
    if (req.session?.client) await clientSignIns.signOut(clientOf(req));
    clearSession(res);
    res.json({ message: 'Signed out' });
  });

  router.get('/account', requireClient, async (req, res) => {
    res.json(await clientAccounts.account(clientOf(req)));
  });

  router.get('/account/favourites', requireClient, async (req, res) => {
    res.json(await clientAccounts.favourites(clientOf(req)));
  });

  router.put('/account/favourites/:propertyId', requireClient, validateBody(favouriteSchema), async (req, res) => {
    res.json(await clientAccounts.keep(clientOf(req), String(req.params.propertyId), req.body as FavouriteInput));
  });

  router.delete('/account/favourites/:propertyId', requireClient, async (req, res) => {
    await clientAccounts.drop(clientOf(req), String(req.params.propertyId));
    res.status(204).end();
  });

  // A listing page calls it after hydration, for a client who consented; without consent nothing is stored.
  router.post('/account/views/:propertyId', requireClient, async (req, res) => {
    res.json({ recorded: await clientAccounts.recordView(clientOf(req), String(req.params.propertyId)) });
  });

  router.put('/account/consents/activity', requireClient, validateBody(consentSchema), async (req, res) => {
    res.json(await clientAccounts.setActivityConsent(clientOf(req), (req.body as ConsentInput).granted));
  });

  router.get('/account/export', requireClient, async (req, res) => {
    const data = await clientAccounts.export(clientOf(req));
    res.attachment('queen-city-estates-my-data.json').json(data);
  });

  router.delete('/account', requireClient, async (req, res) => {
    await clientAccounts.erase(clientOf(req));
    clearSession(res);
    res.json({ message: 'Your account and its data were deleted' });
  });

  return router;
}
