/**
 * Checks a password against Firebase Auth through Identity Toolkit's signInWithPassword,
 * which the Auth emulator serves too. Answers the ID token, or null for a wrong password.
 */
export interface PasswordVerifier {
  verify(email: string, password: string): Promise<string | null>;
}

import { identityToolkit, IDENTITY_TOOLKIT_TIMEOUT_MS, type IdentityToolkitOptions, tooManyRequests } from '../platform';

/** A sign-in waits for Identity Toolkit no longer than its request may take before answering 503. */
export const VERIFY_TIMEOUT_MS = IDENTITY_TOOLKIT_TIMEOUT_MS;

const REJECTIONS = ['INVALID_PASSWORD', 'EMAIL_NOT_FOUND', 'INVALID_LOGIN_CREDENTIALS', 'USER_DISABLED'];
/** Identity Toolkit's own lock-out of an account after many failures: the caller should wait, not see a fault. */
const LOCKED_OUT = 'TOO_MANY_ATTEMPTS_TRY_LATER';

export function identityToolkitVerifier(options: IdentityToolkitOptions): PasswordVerifier {
  const toolkit = identityToolkit(options);
  return {
    async verify(email, password) {
      const answer = await toolkit.signInWithPassword(email, password);
      if (answer.ok && answer.idToken) return answer.idToken;
      if (REJECTIONS.some((rejection) => answer.error.startsWith(rejection))) return null;
      if (answer.error.startsWith(LOCKED_OUT)) throw tooManyRequests('Too many sign-in attempts for this account. Please try again later.');
      throw new Error(`signInWithPassword failed: ${answer.error}`);
    },
  };
}
