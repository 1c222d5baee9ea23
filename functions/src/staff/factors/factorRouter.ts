import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import {
  FACTOR_TEXTS,
  factorProofSchema,
  passkeyRegistrationSchema,
  passkeySignInSchema,
  staffFactorSettingsSchema,
  totpConfirmationSchema,
  type FactorAdded,
  type FactorKind,
  type FactorProof,
  type StaffFactorSettings,
} from '@estate/domain';
import {
  type AppConfig,
  badRequest,
  clientKey,
  noStore,
  notFound,
  requireAdmin,
  requireSiteOrigin,
  requireStaff,
  SESSION_COOKIE,
  signInFirst,
  validateBody,
} from '../../platform';
import type { AuthService } from '../authService';
import { sessionCookies } from '../sessionCookies';
import type { FactorService } from './factorService';
import type { FactorSignInService } from './factorSignInService';

export interface FactorRouterDeps {
  config: AppConfig;
  signIns: AuthService;
  factorSignIns: FactorSignInService;
  factors: FactorService;
  /** requireRecentFactor: the step-up guard of risky actions. */
  stepUp: RequestHandler;
}

/** Whose factors a request changes, and whether it is a sign-in's enrolment step (no session yet). */
interface FactorOwnerOf {
  uid: string;
  enrolling: boolean;
}
declare module 'express-serve-static-core' {
  interface Request {
    factorOwner?: FactorOwnerOf;
  }
}

/**
 * The sign-in's steps after the password (/login/factor, /login/passkey-options, /login/passkey),
 * the step-up (/login/step-up), a staff member's factors (/staff/factors) and the admins' setting
 * (/admin/settings/staff-factors). docs/product/dashboard.md#sign-in-and-security.
 */
export function factorRouter({ config, signIns, factorSignIns, factors, stepUp }: FactorRouterDeps): Router {
  const router = Router();
  const cookies = sessionCookies(config);
  const siteOrigin = requireSiteOrigin(config.allowedOrigins);
  const pendingToken = (req: Request): unknown => req.cookies?.[SESSION_COOKIE];
  router.use(['/login', '/staff/factors', '/admin/settings/staff-factors'], noStore);

  router.post('/login/factor', siteOrigin, validateBody(factorProofSchema), async (req, res) => {
    const { user, cookie } = await factorSignIns.completeFactor(pendingToken(req), req.body as FactorProof, clientKey(req));
    cookies.session(res, cookie);
    res.json(user);
  });

  // Options for the browser's passkey prompt: a step-up's (signed in), a pending sign-in's factor, or a passkey alone.
  router.post('/login/passkey-options', siteOrigin, async (req, res) => {
    if (req.session?.role) return res.json(await factors.passkeyOptions('step-up', req.session.uid));
    const pendingUid = factorSignIns.pendingFactor(pendingToken(req));
    res.json(await (pendingUid ? factors.passkeyOptions('factor', pendingUid) : factors.passkeyOptions('sign-in', null)));
  });

  router.post('/login/passkey', siteOrigin, validateBody(passkeySignInSchema), async (req, res) => {
    const { user, cookie } = await factorSignIns.passkeyAlone((req.body as { passkey: unknown }).passkey, clientKey(req));
    cookies.session(res, cookie);
    res.json(user);
  });

  router.post('/login/step-up', requireStaff, validateBody(factorProofSchema), async (req, res) => {
    await factorSignIns.stepUp(req.session!.uid, req.session!.sid, req.body as FactorProof, clientKey(req));
    res.json({ message: 'Confirmed' });
  });

  /**
   * The factors' owner: the signed-in staff member (who, once they have a passkey or an app, must
   * have proved it recently: a stolen session cannot add its own), or a sign-in's enrolment step.
   */
  const factorOwner = async (req: Request, res: Response, next: NextFunction) => {
    if (req.session) {
      return requireStaff(req, res, async (refusal?: unknown) => {
        if (refusal) return next(refusal);
        req.factorOwner = { uid: req.session!.uid, enrolling: false };
        if (await factors.hasAny(req.session!.uid)) return stepUp(req, res, next);
        next();
      });
    }
    const enrolling = factorSignIns.enrolling(pendingToken(req));
    if (!enrolling) return next(signInFirst());
    req.factorOwner = { uid: enrolling, enrolling: true };
    next();
  };
  const ownerOf = (req: Request) => req.factorOwner!;
  const ownerAccount = (req: Request) => signIns.currentUser(ownerOf(req).uid);

  /** A factor added: at a sign-in's enrolment step, the session starts now. */
  const added = async (req: Request, res: Response, kind: FactorKind, result: { recoveryCodes?: string[] }) => {
    const answer: FactorAdded = { ...result };
    if (ownerOf(req).enrolling) {
      const { user, cookie } = await factorSignIns.finishEnrolment(pendingToken(req), kind);
      cookies.session(res, cookie);
      answer.user = user;
    }
    res.status(201).json(answer);
  };

  router.get('/staff/factors', requireStaff, async (req, res) => {
    res.json(await factors.overview(req.session!.uid));
  });

  router.post('/staff/factors/totp', siteOrigin, factorOwner, async (req, res) => {
    res.json(await factors.startTotp(await ownerAccount(req)));
  });

  router.put('/staff/factors/totp', siteOrigin, factorOwner, validateBody(totpConfirmationSchema), async (req, res) => {
    const confirmed = await factors.confirmTotp(ownerOf(req).uid, (req.body as { code: string }).code);
    if (confirmed === 'expired') throw badRequest(FACTOR_TEXTS.totpSetupExpired);
    if (confirmed === 'wrong') throw badRequest(FACTOR_TEXTS.wrongCode);
    await added(req, res, 'totp', confirmed);
  });

  router.post('/staff/factors/passkeys/options', siteOrigin, factorOwner, async (req, res) => {
    res.json(await factors.passkeyRegistrationOptions(await ownerAccount(req)));
  });

  router.post('/staff/factors/passkeys', siteOrigin, factorOwner, validateBody(passkeyRegistrationSchema), async (req, res) => {
    const { name, passkey } = req.body as { name: string; passkey: unknown };
    const registered = await factors.registerPasskey(await ownerAccount(req), name, passkey);
    if (!registered) throw badRequest(FACTOR_TEXTS.passkeyRefused);
    await added(req, res, 'passkey', registered);
  });

  router.delete('/staff/factors/passkeys/:id', requireStaff, stepUp, async (req, res) => {
    if (!(await factors.removePasskey(req.session!.uid, String(req.params.id)))) throw notFound(FACTOR_TEXTS.passkeyNotFound);
    res.json({ message: 'Passkey removed' });
  });

  router.post('/staff/factors/recovery-codes', requireStaff, stepUp, async (req, res) => {
    res.json({ recoveryCodes: await factors.regenerateRecoveryCodes(req.session!.uid) });
  });

  router.get('/admin/settings/staff-factors', requireAdmin, async (_req, res) => {
    res.json(await factors.settings());
  });

  router.put('/admin/settings/staff-factors', requireAdmin, stepUp, validateBody(staffFactorSettingsSchema), async (req, res) => {
    const settings = req.body as StaffFactorSettings;
    await factors.setSettings(settings);
    res.json(settings);
  });

  return router;
}
