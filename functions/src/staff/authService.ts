import { createHash, timingSafeEqual } from 'node:crypto';
import { OFFBOARDING_TEXTS, type NewUserInput, type User } from '@estate/domain';
import { forbidden, signInFirst, unauthorized } from '../platform';
import type { LoginThrottleService } from './loginThrottleService';
import type { PasswordVerifier } from './passwordVerifier';
import type { UserRepository } from './userRepository';
import type { UserService } from './userService';
import type { SignInOutcome } from './factors/factorSignInService';

const INVALID_CREDENTIALS = 'Invalid username or password';
/** Checked in place of an unknown username's email; a match would still be refused (no user). */
export const UNKNOWN_ACCOUNT_EMAIL = 'no-such-account@login.invalid';

/** The header that carries ADMIN_SETUP_SECRET to POST /api/register. */
export const SETUP_SECRET_HEADER = 'X-Setup-Secret';

/** Compared as digests: equal lengths for timingSafeEqual, and no early exit on the first difference. */
function matchesSecret(given: string | undefined, expected: string): boolean {
  if (!given || !expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export interface AuthServiceDeps {
  users: UserRepository;
  accounts: UserService;
  throttle: LoginThrottleService;
  passwords: PasswordVerifier;
  /** What registering the first admin requires; read per request, empty when unset. */
  adminSetupSecret: () => string;
  /** After the right password: the session, or the factor or enrolment step it waits for (factorSignInService). */
  afterPassword: (user: User) => Promise<SignInOutcome>;
  /** A new staff session's cookie (staffSessionService). */
  startSession: (uid: string, from: string, factorProved: boolean) => Promise<string>;
}

/** A signed-in account and the Firebase session cookie that carries it. */
export interface StartedSession {
  user: User;
  cookie: string;
}

/** Sign-in, the signed-in account, sign-out and the first admin's registration. */
export function authService({ users, accounts, throttle, passwords, adminSetupSecret, afterPassword, startSession }: AuthServiceDeps) {
  return {
    async signIn(username: string, password: string, client: string): Promise<SignInOutcome> {
      const attempt = await throttle.begin(username, client);
      const user = await users.findByUsername(username);
      // An unknown username costs the same Identity Toolkit call as a known one, so how long the
      // answer takes does not tell a guesser which usernames exist.
      const idToken = await passwords.verify(user?.email ?? UNKNOWN_ACCOUNT_EMAIL, password);
      // A failure stays counted by the throttle: only a success is given back.
      if (!user || !idToken) throw unauthorized(INVALID_CREDENTIALS);
      await attempt.succeeded();
      // Said only to whoever knows the password: a guesser learns nothing of the account.
      if (user.deactivatedAt) throw forbidden(OFFBOARDING_TEXTS.deactivated);
      return afterPassword(user);
    },

    async currentUser(uid: string): Promise<User> {
      const user = await users.get(uid);
      if (!user || user.deactivatedAt) throw signInFirst();
      return user;
    },

    signOut: (uid: string) => accounts.signOutEverywhere(uid),

    /** The first account runs the agency, whatever role the request asked for. */
    async registerFirstAdmin(body: NewUserInput, secret: string | undefined): Promise<StartedSession> {
      const closed = forbidden('Registration is closed: ask an admin to create your account');
      if (await users.any()) throw closed;
      if (!matchesSecret(secret, adminSetupSecret())) {
        throw forbidden(`Registering the first admin needs the setup secret in ${SETUP_SECRET_HEADER}`);
      }
      // Two registrations racing for the empty database: only one may win.
      if (!(await users.claimFirstAdmin())) throw closed;
      const input: NewUserInput = { ...body, role: 'admin' };
      const user = await accounts.create(input).catch(async (error: unknown) => {
        await users.releaseFirstAdmin();
        throw error;
      });
      // The setup secret stood for the second factor: the Sign-in & security page offers one next.
      return { user, cookie: await startSession(user.id, 'register', false) };
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
