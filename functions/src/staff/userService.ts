import { randomBytes, randomUUID } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import {
  OFFBOARDING_TEXTS,
  SELF_ROLE_MESSAGE,
  staffClaims,
  type NewUserInput,
  type StaffMember,
  type User,
  type UserUpdateInput,
} from '@estate/domain';
import type { LoginThrottleService } from './loginThrottleService';
import type { UserRepository } from './userRepository';
import { badRequest, conflict, notFound } from '../platform';

/**
 * A user is a Firebase Auth account, a profile document and the role's claims: created
 * together or not at all, and removed together.
 */
export function userService(auth: Auth, users: UserRepository, throttle: Pick<LoginThrottleService, 'forgive'>) {
  return {
    async create(input: NewUserInput): Promise<User> {
      const uid = randomUUID();
      if (!(await users.reserveUsername(input.username, uid))) throw conflict('Username already exists');
      const user: User = {
        id: uid,
        username: input.username,
        name: input.name,
        email: input.email.toLowerCase(),
        ...(input.phone ? { phone: input.phone } : {}),
        role: input.role,
        // A new agent takes new leads until an admin says otherwise.
        ...(input.role === 'agent' ? { available: true } : {}),
      };
      let accountCreated = false;
      try {
        await auth.createUser({ uid, email: user.email, password: input.password, displayName: user.name });
        accountCreated = true;
        await auth.setCustomUserClaims(uid, staffClaims(user.role));
        await users.saveProfile(user);
        return user;
      } catch (error) {
        // Undo whatever part was made, so a retry starts clean.
        if (accountCreated) await auth.deleteUser(uid).catch(() => undefined);
        await users.releaseUsername(input.username).catch(() => undefined);
        if ((error as { code?: string }).code === 'auth/email-already-exists') throw conflict('Email already in use');
        throw error;
      }
    },

    /**
     * An admin changes an account's role or whether an agent takes new leads. A new role ends
     * every session of the account: its cookies carry the old role's claims.
     */
    async update(uid: string, change: UserUpdateInput, actingUid: string): Promise<User> {
      const updated = await users.updateRoleKeepingAnAdmin(uid, (user) => changedUser(user, change, uid === actingUid));
      if (updated === 'gone') throw notFound('User not found');
      if (updated === 'last-admin') throw conflict('Cannot remove the last admin');
      const { before, after } = updated;
      if (after.role === before.role) return after;
      try {
        await auth.setCustomUserClaims(uid, staffClaims(after.role));
        await this.signOutEverywhere(uid);
      } catch (error) {
        // The profile's role and the claims must agree: put the old role back, so the change can be retried.
        await auth.setCustomUserClaims(uid, staffClaims(before.role)).catch(() => undefined);
        await users.updateRoleKeepingAnAdmin(uid, () => before).catch(() => undefined);
        throw error;
      }
      return after;
    },

    /** Every account with its profile, as the Users tab lists them. */
    list: (): Promise<User[]> => users.list(),

    /** Every active staff account as the lead screens show it, by name: a deactivated one is nobody's choice. */
    async staff(): Promise<StaffMember[]> {
      const all = await users.list();
      return all
        .filter((user) => !user.deactivatedAt)
        .map(({ id, name, role, available }) => ({ id, name, role, ...(available === undefined ? {} : { available }) }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    /**
     * Sets a generated temporary password and signs the user out everywhere. It also lifts the
     * login throttle's cap on the account (loginThrottleService.ts), first: the real owner's way back in
     * while strangers' guesses hold it, and a failure here changes nothing yet.
     */
    async resetPassword(uid: string): Promise<string> {
      const user = await users.get(uid);
      if (!user) throw notFound('User not found');
      await throttle.forgive(user.username);
      const newPassword = temporaryPassword();
      await auth.updateUser(uid, { password: newPassword });
      await this.signOutEverywhere(uid);
      return newPassword;
    },

    /**
     * Ends every session of the account: its session cookies (verified with checkRevoked) and
     * the Firebase token its open dashboard reads leads with, which the rules refuse once its
     * sign-in is older than the revocation.
     */
    async signOutEverywhere(uid: string): Promise<void> {
      await auth.revokeRefreshTokens(uid);
      const { tokensValidAfterTime } = await auth.getUser(uid);
      if (tokensValidAfterTime) await users.markTokensRevoked(uid, Date.parse(tokensValidAfterTime) / 1000);
    },

    async remove(uid: string, actingUid: string): Promise<void> {
      if (uid === actingUid) throw conflict('You cannot delete your own account');
      const removed = await users.deleteProfileKeepingAnAdmin(uid);
      if (removed === 'gone') throw notFound('User not found');
      if (removed === 'last-admin') throw conflict('Cannot delete the last admin');
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/user-not-found') return;
        // The account still signs in: give it its profile back, so the deletion can be retried.
        await users.reserveUsername(removed.username, removed.id);
        await users.saveProfile(removed);
        throw error;
      }
    },
  };
}

export type UserService = ReturnType<typeof userService>;

/** `user` after `change`: refused with the reason when an admin may not make it. */
function changedUser(user: User, change: UserUpdateInput, ownAccount: boolean): User {
  const role = change.role ?? user.role;
  // An admin who demoted themselves could not undo it.
  if (ownAccount && role !== user.role) throw conflict(SELF_ROLE_MESSAGE);
  // Out of the rotation until an admin reactivates the account (docs/product/dashboard.md#users).
  if (user.deactivatedAt && change.available) throw conflict(OFFBOARDING_TEXTS.unavailable);
  const { available: _previous, ...rest } = user;
  if (role === 'admin') {
    // Admins are never assigned new leads automatically.
    if (change.available !== undefined) throw badRequest('Only agents can be available for new leads');
    return { ...rest, role };
  }
  return { ...rest, role, available: change.available ?? (user.role === 'agent' ? (user.available ?? true) : true) };
}

/** 16 URL-safe characters from 96 random bits. */
export function temporaryPassword(): string {
  return randomBytes(12).toString('base64url');
}
