/**
 * Checks a password against Firebase Auth through Identity Toolkit's signInWithPassword,
 * which the Auth emulator serves too. Answers the ID token, or null for a wrong password.
 */
export interface PasswordVerifier {
  verify(email: string, password: string): Promise<string | null>;
}

import { DEADLINES_MS, HttpError, type ErrorLogger, ServiceUnreachable } from '../platform';

const REJECTIONS = ['INVALID_PASSWORD', 'EMAIL_NOT_FOUND', 'INVALID_LOGIN_CREDENTIALS', 'USER_DISABLED'];
/** Identity Toolkit's own lock-out of an account after many failures: the caller should wait, not see a fault. */
const LOCKED_OUT = 'TOO_MANY_ATTEMPTS_TRY_LATER';
/** Sign-in cannot be checked now (no key configured, Identity Toolkit not answering): the visitor should retry. */
const signInUnavailable = () => new HttpError(503, 'Sign-in is unavailable right now. Please try again shortly.');
/** A sign-in waits for Identity Toolkit no longer than its request may take (a write's deadline) before answering 503. */
export const VERIFY_TIMEOUT_MS = DEADLINES_MS.write;

interface VerifierOptions {
  /** Read at each sign-in: deployment loads this module before parameters have values. */
  apiKey: () => string;
  emulatorHost?: string;
  logger: ErrorLogger;
}

/**
 * A deployment without the project's Web API key refuses sign-in (503) and logs why at each
 * attempt, instead of sending Identity Toolkit a placeholder.
 */
export function identityToolkitVerifier({ apiKey, emulatorHost, logger }: VerifierOptions): PasswordVerifier {
  const base = emulatorHost ? `http://${emulatorHost}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  return {
    async verify(email, password) {
      const key = apiKey();
      if (!key) {
        logger.error('WEB_API_KEY is not set: sign-in is refused. Set it in functions/.env.<project> and deploy again.', {});
        throw signInUnavailable();
      }
      const url = `${base}/v1/accounts:signInWithPassword?key=${encodeURIComponent(key)}`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      }).catch((error: unknown) => {
        // A DOMException or a TypeError, which is not always an Error of this realm.
        const name = (error as { name?: unknown } | null)?.name;
        if (name === 'TimeoutError') throw signInUnavailable();
        // fetch fails with a TypeError only when there was no answer: the connection refused, reset or cut.
        if (name === 'TypeError') throw new ServiceUnreachable('Identity Toolkit', { cause: error });
        throw error;
      });
      const body = (await response.json()) as { idToken?: string; error?: { message?: string } };
      if (response.ok && body.idToken) return body.idToken;
      const reason = body.error?.message ?? '';
      if (REJECTIONS.some((rejection) => reason.startsWith(rejection))) return null;
      if (reason.startsWith(LOCKED_OUT)) throw new HttpError(429, 'Too many sign-in attempts for this account. Please try again later.');
      throw new Error(`signInWithPassword failed: ${response.status} ${reason}`);
    },
  };
}
