import { randomBytes, randomUUID } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { NewUserInput, User } from '@estate/domain';
import type { UserRepository } from '../data/userRepository';
import { HttpError } from '../httpError';

/**
 * A user is a Firebase Auth account, a profile document and the admin claim: created
 * together or not at all, and removed together.
 */
export function userService(auth: Auth, users: UserRepository) {
  return {
    async create(input: NewUserInput): Promise<User> {
      const uid = randomUUID();
      if (!(await users.reserveUsername(input.username, uid))) throw new HttpError(409, 'Username already exists');
      const user: User = {
        id: uid,
        username: input.username,
        name: input.name,
        email: input.email.toLowerCase(),
        ...(input.phone ? { phone: input.phone } : {}),
        role: 'admin',
      };
      let accountCreated = false;
      try {
        await auth.createUser({ uid, email: user.email, password: input.password, displayName: user.name });
        accountCreated = true;
        await auth.setCustomUserClaims(uid, { admin: true });
        await users.saveProfile(user);
        return user;
      } catch (error) {
        // Undo whatever part was made, so a retry starts clean.
        if (accountCreated) await auth.deleteUser(uid).catch(() => undefined);
        await users.releaseUsername(input.username).catch(() => undefined);
        if ((error as { code?: string }).code === 'auth/email-already-exists') throw new HttpError(409, 'Email already in use');
        throw error;
      }
    },

    /** Sets a generated temporary password and signs the user out everywhere. */
    async resetPassword(uid: string): Promise<string> {
      if (!(await users.get(uid))) throw new HttpError(404, 'User not found');
      const newPassword = temporaryPassword();
      await auth.updateUser(uid, { password: newPassword });
      await auth.revokeRefreshTokens(uid);
      return newPassword;
    },

    async remove(uid: string, actingUid: string): Promise<void> {
      if (uid === actingUid) throw new HttpError(409, 'You cannot delete your own account');
      const removed = await users.deleteProfileKeepingAnAdmin(uid);
      if (removed === 'gone') throw new HttpError(404, 'User not found');
      if (removed === 'last-admin') throw new HttpError(409, 'Cannot delete the last admin');
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

/** 16 URL-safe characters from 96 random bits. */
export function temporaryPassword(): string {
  return randomBytes(12).toString('base64url');
}
