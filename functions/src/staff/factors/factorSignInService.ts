import { FACTOR_CODES, FACTOR_TEXTS, type FactorKind, type FactorProof, type PendingSignIn, type User } from '@estate/domain';
import { unauthorized } from '../../platform';
import type { LoginThrottleService } from '../loginThrottleService';
import type { UserRepository } from '../userRepository';
import type { FactorService } from './factorService';
import type { PendingSignIns, PendingSignInToken } from './pendingSignIn';
import type { StaffSessionService } from './staffSessionService';

export interface FactorSignInDeps {
  users: UserRepository;
  factors: FactorService;
  sessions: StaffSessionService;
  pending: PendingSignIns;
  throttle: LoginThrottleService;
}

/** A sign-in step's outcome: a session (its cookie) or, between the password and the factor, a pending sign-in (its token). */
export type SignInOutcome = { user: User; cookie: string } | { pending: PendingSignIn; cookie: string };

export const signInExpired = () => unauthorized(FACTOR_TEXTS.signInExpired, { code: FACTOR_CODES.signInExpired });
const refused = (proof: FactorProof) => unauthorized(proof.passkey ? FACTOR_TEXTS.passkeyRefused : FACTOR_TEXTS.wrongCode);
/** A passkey offered alone that the site does not know is counted as a failure of this name. */
const UNKNOWN_PASSKEY_ACCOUNT = '(unknown passkey)';

/**
 * The sign-in's steps after the password (docs/product/dashboard.md#sign-in-and-security): the
 * second factor, a passkey alone, the enrolment the setting asks for, and the step-up inside a
 * session. Every proof is counted by the login throttle as a password is: per username and
 * client, per client, per username; a success gives its count back.
 */
export function factorSignInService({ users, factors, sessions, pending, throttle }: FactorSignInDeps) {
  const pendingUser = async (token: unknown, step: PendingSignInToken['step']) => {
    const read = pending.read(token);
    const user = read?.step === step ? await users.get(read.uid) : null;
    // A deactivated account's pending sign-in ends with it.
    if (!user || user.deactivatedAt) throw signInExpired();
    return user;
  };

  const pendingUid = (token: unknown, step: PendingSignInToken['step']) => {
    const read = pending.read(token);
    return read?.step === step ? read.uid : undefined;
  };

  /** Runs `prove` as one counted attempt for `username`: a refusal stays counted. */
  const counted = async <T>(username: string, client: string, prove: () => Promise<T | undefined>, refusal: () => Error) => {
    const attempt = await throttle.begin(username, client);
    const proved = await prove();
    if (proved === undefined || proved === false) throw refusal();
    await attempt.succeeded();
    return proved;
  };

  return {
    /** After the right password: the session, or the step it waits for. */
    async afterPassword(user: User): Promise<SignInOutcome> {
      const kinds = await factors.kinds(user.id);
      if (kinds.length > 0) return { pending: { step: 'factor', factors: kinds }, cookie: pending.issue({ uid: user.id, step: 'factor' }) };
      if ((await factors.settings()).required)
        return { pending: { step: 'enrol' }, cookie: pending.issue({ uid: user.id, step: 'enrol' }) };
      return { user, cookie: await sessions.start(user.id, 'password', false) };
    },

    /** POST /api/login/factor: the pending sign-in's factor. */
    async completeFactor(token: unknown, proof: FactorProof, client: string) {
      const user = await pendingUser(token, 'factor');
      const kind = await counted(
        user.username,
        client,
        () => factors.prove(user.id, proof, 'factor'),
        () => refused(proof),
      );
      return { user, cookie: await sessions.start(user.id, `password+${kind}`, true) };
    },

    /** The account whose enrolment step this pending sign-in is, or undefined. */
    enrolling: (token: unknown) => pendingUid(token, 'enrol'),

    /** The account whose factor step this pending sign-in is, or undefined. */
    pendingFactor: (token: unknown) => pendingUid(token, 'factor'),

    /** The enrolment step done (a factor added): the session. */
    async finishEnrolment(token: unknown, kind: FactorKind) {
      const user = await pendingUser(token, 'enrol');
      return { user, cookie: await sessions.start(user.id, `password+new-${kind}`, true) };
    },

    /** POST /api/login/passkey: a passkey alone (usernameless), with user verification. */
    async passkeyAlone(response: unknown, client: string) {
      const owner = await factors.passkeyOwner(response);
      const found = owner ? await users.get(owner) : null;
      // A deactivated account's passkeys were revoked; any left sign nobody in.
      const user = found?.deactivatedAt ? null : found;
      await counted(
        user?.username ?? UNKNOWN_PASSKEY_ACCOUNT,
        client,
        async () => (user ? factors.proveAlone(user.id, response) : undefined),
        () => unauthorized(user ? FACTOR_TEXTS.passkeyRefused : FACTOR_TEXTS.unknownPasskey),
      );
      return { user: user!, cookie: await sessions.start(user!.id, 'passkey', true) };
    },

    /** POST /api/login/step-up: a factor proved inside the session, for the next 5 minutes' risky actions. */
    async stepUp(uid: string, sid: string | undefined, proof: FactorProof, client: string): Promise<void> {
      const user = await users.get(uid);
      if (!user || !sid) throw signInExpired();
      await counted(
        user.username,
        client,
        () => factors.prove(uid, proof, 'step-up'),
        () => refused(proof),
      );
      await sessions.factorProved(sid);
    },
  };
}

export type FactorSignInService = ReturnType<typeof factorSignInService>;
