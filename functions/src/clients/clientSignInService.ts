import { createHash } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import {
  CLIENT_CLAIM,
  CLIENT_SIGN_IN_PATH,
  type ClientAccount,
  SIGN_IN_EMAIL_MISMATCH_MESSAGE,
  SIGN_IN_LINK_INVALID_MESSAGE,
  SIGN_IN_LINK_MINUTES,
  STAFF_EMAIL_LINK_MESSAGE,
  STAFF_SIGN_IN_PATH,
} from '@estate/domain';
import {
  badRequest,
  type ErrorLogger,
  forbidden,
  type IdentityToolkit,
  type MailTransport,
  type OutgoingMail,
  serviceUnavailable,
  signInUnavailable,
} from '../platform';
import type { ClientRepository } from './clientRepository';
import type { SignInLinkRepository } from './signInLinkRepository';
import { signInMail, staffSignInMail } from './signInMail';

export interface ClientSignInDeps {
  auth: Auth;
  toolkit: IdentityToolkit;
  clients: ClientRepository;
  links: SignInLinkRepository;
  mail: () => MailTransport;
  siteOrigin: string;
  sessionDurationMs: number;
  logger: ErrorLogger;
  /** Called once, when an account is opened: the person's lead (source "account") is made or joined. */
  opened: (account: ClientAccount) => Promise<void>;
  now?: () => Date;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hasStaffRole = (claims: Record<string, unknown> | undefined) => Boolean(claims?.role) || claims?.admin === true;
/** Identity Toolkit's answers for a code that is wrong, used or expired. */
const SPENT_CODES = ['INVALID_OOB_CODE', 'EXPIRED_OOB_CODE', 'INVALID_EMAIL'];

/**
 * Passwordless sign-in for clients: Firebase Auth makes the one-time code, the site mails its own
 * link to /account/sign-in, and completing it answers the same kind of session cookie staff get,
 * with the client claim instead of a role.
 */
export function clientSignInService({
  auth,
  toolkit,
  clients,
  links,
  mail,
  siteOrigin,
  sessionDurationMs,
  logger,
  opened,
  now = () => new Date(),
}: ClientSignInDeps) {
  const isStaffEmail = async (email: string) => {
    const user = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') return undefined;
      throw error;
    });
    return hasStaffRole(user?.customClaims);
  };

  /** A sign-in link for a client (or a visitor without an account yet): the one-time code, kept, in the email. */
  async function clientLinkMail(email: string, next: string | undefined): Promise<OutgoingMail> {
    const firebaseLink = await auth.generateSignInWithEmailLink(email, {
      url: `${siteOrigin}${CLIENT_SIGN_IN_PATH}`,
      handleCodeInApp: true,
    });
    const code = new URL(firebaseLink).searchParams.get('oobCode');
    if (!code) throw new Error('Firebase Auth made a sign-in link without a code');
    const expiresAt = new Date(now().getTime() + SIGN_IN_LINK_MINUTES * 60_000);
    await links.save(sha256(code), { email, ...(next ? { next } : {}), expiresAt });
    return signInMail(email, `${siteOrigin}${CLIENT_SIGN_IN_PATH}?code=${encodeURIComponent(code)}`);
  }

  return {
    /**
     * Mails a sign-in link. A staff address gets no code (staff use their password) but an email
     * saying where staff sign in: the caller's answer is the same for every address, so it tells
     * nobody which addresses are the staff's.
     */
    async requestLink(email: string, next?: string): Promise<void> {
      const message = (await isStaffEmail(email))
        ? staffSignInMail(email, `${siteOrigin}${STAFF_SIGN_IN_PATH}`)
        : await clientLinkMail(email, next);
      await mail()
        .send(message)
        .catch((error: unknown) => {
          logger.error('A sign-in link could not be sent', { error: error instanceof Error ? error.message : String(error) });
          throw serviceUnavailable('We could not send the email just now. Please try again in a minute.');
        });
    },

    /** Spends the link's code and answers the session cookie, the account and the page to go back to. */
    async complete(email: string, code: string): Promise<{ cookie: string; account: ClientAccount; next?: string }> {
      const spent = await links.spend(sha256(code), email, now());
      if (spent.outcome === 'mismatch') throw badRequest(SIGN_IN_EMAIL_MISMATCH_MESSAGE);
      if (spent.outcome === 'invalid') throw badRequest(SIGN_IN_LINK_INVALID_MESSAGE);
      const signedIn = await toolkit.signInWithEmailLink(email, code);
      if (!signedIn.ok || !signedIn.idToken || !signedIn.refreshToken) {
        if (SPENT_CODES.some((reason) => signedIn.error.startsWith(reason))) throw badRequest(SIGN_IN_LINK_INVALID_MESSAGE);
        logger.error('signInWithEmailLink failed', { error: signedIn.error });
        throw signInUnavailable();
      }
      const claims = await auth.verifyIdToken(signedIn.idToken);
      if (hasStaffRole(claims)) throw forbidden(STAFF_EMAIL_LINK_MESSAGE);
      let idToken = signedIn.idToken;
      if (claims[CLIENT_CLAIM] !== true) {
        // Claims reach a session only through an ID token minted after they were set.
        await auth.setCustomUserClaims(claims.uid, { [CLIENT_CLAIM]: true });
        const refreshed = await toolkit.refresh(signedIn.refreshToken);
        if (!refreshed.idToken) throw signInUnavailable();
        idToken = refreshed.idToken;
      }
      const { account, created } = await clients.open(claims.uid, claims.email ?? email);
      if (created) await opened(account);
      const cookie = await auth.createSessionCookie(idToken, { expiresIn: sessionDurationMs });
      return { cookie, account, ...(spent.next ? { next: spent.next } : {}) };
    },

    /** Ends every session of the account (the cookie is cleared by the router). */
    signOut: (uid: string) => auth.revokeRefreshTokens(uid),
  };
}

export type ClientSignInService = ReturnType<typeof clientSignInService>;
