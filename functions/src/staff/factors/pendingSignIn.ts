import { PENDING_SIGN_IN_MS } from '@estate/domain';
import { hasExactly, PENDING_SIGN_IN_VERSION, signedLinks } from '../../platform';

/** Between the password and the session: whose sign-in, and which step it waits for. */
export interface PendingSignInToken {
  uid: string;
  step: 'factor' | 'enrol';
}

const VERSION = PENDING_SIGN_IN_VERSION;

/**
 * The pending sign-in rides in the session cookie's place (`__session`, the only cookie Hosting
 * forwards to functions), signed and short-lived: loadSession skips it by its first segment,
 * and only the factor and enrolment routes read it.
 */
export function pendingSignIns(secret: () => string) {
  const tokens = signedLinks<PendingSignInToken>(secret, {
    purpose: 'staff-pending-sign-in/v1',
    version: VERSION,
    isPayload: (value): value is PendingSignInToken =>
      hasExactly(value, { uid: (uid) => typeof uid === 'string' && uid !== '', step: (step) => step === 'factor' || step === 'enrol' }),
  });
  return {
    issue: (pending: PendingSignInToken, now = Date.now()) => tokens.sign(pending, new Date(now + PENDING_SIGN_IN_MS)),
    read: (token: unknown, now = Date.now()) => tokens.verify(token, new Date(now)),
  };
}

export type PendingSignIns = ReturnType<typeof pendingSignIns>;
