import { DEADLINES_MS, ServiceUnreachable } from './deadlines';
import type { ErrorLogger } from './http/errors';
import { serviceUnavailable } from './httpError';

/** Sign-in cannot be checked now (no key configured, Identity Toolkit not answering): the visitor should retry. */
export const signInUnavailable = () => serviceUnavailable('Sign-in is unavailable right now. Please try again shortly.');

/** A call waits for Google's token services no longer than its request may take (a write's deadline) before answering 503. */
export const IDENTITY_TOOLKIT_TIMEOUT_MS = DEADLINES_MS.write;

export interface IdentityToolkitOptions {
  /** Read at each call: deployment loads this module before parameters have values. */
  apiKey: () => string;
  emulatorHost?: string;
  logger: ErrorLogger;
}

/** An answer of Identity Toolkit or Secure Token: the tokens, or Google's error code in `error`. */
export interface TokenAnswer {
  ok: boolean;
  idToken?: string;
  refreshToken?: string;
  /** Identity Toolkit's error code ('INVALID_OOB_CODE', 'INVALID_PASSWORD: …'), '' on success. */
  error: string;
}

/**
 * Identity Toolkit's REST sign-ins and Secure Token's refresh, which the Auth emulator serves
 * too. A deployment without the project's Web API key refuses (503) and logs why at each attempt,
 * instead of sending Google a placeholder.
 */
export function identityToolkit({ apiKey, emulatorHost, logger }: IdentityToolkitOptions) {
  const origin = (service: string) => (emulatorHost ? `http://${emulatorHost}/${service}` : `https://${service}`);

  async function post(url: string, body: Record<string, unknown>): Promise<TokenAnswer> {
    const key = apiKey();
    if (!key) {
      logger.error('WEB_API_KEY is not set: sign-in is refused. Set it in functions/.env.<project> and deploy again.', {});
      throw signInUnavailable();
    }
    const response = await fetch(`${url}?key=${encodeURIComponent(key)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(IDENTITY_TOOLKIT_TIMEOUT_MS),
    }).catch((error: unknown) => {
      // A DOMException or a TypeError, which is not always an Error of this realm.
      const name = (error as { name?: unknown } | null)?.name;
      if (name === 'TimeoutError') throw signInUnavailable();
      // fetch fails with a TypeError only when there was no answer: the connection refused, reset or cut.
      if (name === 'TypeError') throw new ServiceUnreachable('Identity Toolkit', { cause: error });
      throw error;
    });
    const answer = (await response.json()) as {
      idToken?: string;
      id_token?: string;
      refreshToken?: string;
      refresh_token?: string;
      error?: { message?: string };
    };
    return {
      ok: response.ok,
      idToken: answer.idToken ?? answer.id_token,
      refreshToken: answer.refreshToken ?? answer.refresh_token,
      error: answer.error?.message ?? '',
    };
  }

  return {
    signInWithPassword: (email: string, password: string) =>
      post(`${origin('identitytoolkit.googleapis.com')}/v1/accounts:signInWithPassword`, { email, password, returnSecureToken: true }),
    /** Spends an email link's one-time code: the link's account is signed in (and made, the first time). */
    signInWithEmailLink: (email: string, oobCode: string) =>
      post(`${origin('identitytoolkit.googleapis.com')}/v1/accounts:signInWithEmailLink`, { email, oobCode, returnSecureToken: true }),
    /** Signs in with a custom token the Admin SDK made: a staff session's ID token, with its `sid` claim. */
    signInWithCustomToken: (token: string) =>
      post(`${origin('identitytoolkit.googleapis.com')}/v1/accounts:signInWithCustomToken`, { token, returnSecureToken: true }),
    /** A fresh ID token, which carries the custom claims set since the last one. */
    refresh: (refreshToken: string) =>
      post(`${origin('securetoken.googleapis.com')}/v1/token`, { grant_type: 'refresh_token', refresh_token: refreshToken }),
  };
}

export type IdentityToolkit = ReturnType<typeof identityToolkit>;
