import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { DEACTIVATED_AT_FIELD, TOKENS_VALID_AFTER_FIELD, USERS_COLLECTION, type User } from '@estate/domain';
import { isDocumentId, toIsoString } from '../platform';

/** users/{uid} holds the profile; usernames/{username} reserves a username for one uid. */
export const USERS = USERS_COLLECTION;
export const USERNAMES = 'usernames';
const FIRST_ADMIN = 'system/firstAdmin';

const alreadyExists = (error: unknown) => (error as { code?: number }).code === 6;
const NOT_FOUND = 5;

export interface UserRepository {
  get(uid: string): Promise<User | null>;
  findByUsername(username: string): Promise<User | null>;
  list(): Promise<User[]>;
  any(): Promise<boolean>;
  /** Reserves the username; false when somebody has it already. */
  reserveUsername(username: string, uid: string): Promise<boolean>;
  releaseUsername(username: string): Promise<void>;
  /** Claims the one-time first-admin registration; false when it was claimed before. */
  claimFirstAdmin(): Promise<boolean>;
  releaseFirstAdmin(): Promise<void>;
  saveProfile(user: User): Promise<void>;
  /**
   * Records when the account's sessions were last revoked (seconds since the epoch, as Auth's
   * tokensValidAfterTime): the Firestore rules refuse tokens signed in before it. Nothing for an
   * account without a profile, which the rules refuse anyway.
   */
  markTokensRevoked(uid: string, validAfterSeconds: number): Promise<void>;
  /**
   * Deletes the profile and frees the username, in one transaction that reads every admin
   * first: of concurrent deletions that would together remove the last admin, one is refused
   * ('last-admin'). 'gone' when the profile no longer exists.
   */
  deleteProfileKeepingAnAdmin(uid: string): Promise<User | 'gone' | 'last-admin'>;
  /**
   * Replaces the profile's role and `available` with what `change` makes of the stored profile
   * (it may throw to refuse), in one transaction that reads every admin first, as above: a
   * change that would leave no admin is refused ('last-admin').
   */
  updateRoleKeepingAnAdmin(uid: string, change: (user: User) => User): Promise<{ before: User; after: User } | 'gone' | 'last-admin'>;
  /**
   * Marks the account deactivated (and an agent unavailable for new leads), in one transaction that
   * reads every admin first, as above: the last active admin is refused ('last-admin'). An account
   * already deactivated is answered as it is: its deactivation keeps its first time.
   */
  deactivateKeepingAnAdmin(uid: string, mark: { at: Date; by: string; reassignTo: string }): Promise<User | 'gone' | 'last-admin'>;
  /** Clears the deactivation after `check` (which may throw to refuse) saw the profile; 'gone' when there is none. */
  reactivate(uid: string, check: (user: User) => void): Promise<User | 'gone'>;
}

export function firestoreUserRepository(db: Firestore): UserRepository {
  const users = db.collection(USERS);
  const usernames = db.collection(USERNAMES);
  const toUser = (id: string, data: FirebaseFirestore.DocumentData): User => ({
    id,
    username: data.username,
    name: data.name,
    email: data.email,
    ...(data.phone ? { phone: data.phone } : {}),
    role: data.role,
    ...(typeof data.available === 'boolean' ? { available: data.available } : {}),
    ...(data[DEACTIVATED_AT_FIELD]
      ? {
          deactivatedAt: toIsoString(data[DEACTIVATED_AT_FIELD]),
          deactivatedBy: String(data.deactivatedBy),
          reassignTo: String(data.reassignTo),
        }
      : {}),
  });
  const get = async (uid: string) => {
    if (!isDocumentId(uid)) return null;
    const doc = await users.doc(uid).get();
    return doc.exists ? toUser(doc.id, doc.data() ?? {}) : null;
  };
  /**
   * Reads the profile and every admin in one transaction, then lets `act` write: of two changes
   * that together would leave no admin (two admins deleting or demoting each other), both read
   * both admin documents, so their writes conflict and Firestore serialises them; the second
   * sees one admin left. `onlyAdmin`: the account is the last admin who can still sign in (a
   * deactivated admin runs nothing).
   */
  const keepingAnAdmin = async <T>(uid: string, act: (tx: Transaction, user: User, onlyAdmin: boolean) => T): Promise<T | 'gone'> => {
    if (!isDocumentId(uid)) return 'gone';
    return db.runTransaction(async (tx) => {
      const [profile, admins] = await Promise.all([tx.get(users.doc(uid)), tx.get(users.where('role', '==', 'admin'))]);
      if (!profile.exists) return 'gone';
      const user = toUser(profile.id, profile.data() ?? {});
      const active = admins.docs.filter((admin) => !admin.get(DEACTIVATED_AT_FIELD));
      return act(tx, user, user.role === 'admin' && !user.deactivatedAt && active.every((admin) => admin.id === uid));
    });
  };
  return {
    get,
    async findByUsername(username) {
      if (!isDocumentId(username.toLowerCase())) return null;
      const reservation = await usernames.doc(username.toLowerCase()).get();
      const uid: unknown = reservation.get('uid');
      return typeof uid === 'string' ? get(uid) : null;
    },
    async list() {
      const snapshot = await users.orderBy('username').get();
      return snapshot.docs.map((doc) => toUser(doc.id, doc.data()));
    },
    async any() {
      return !(await users.limit(1).get()).empty;
    },
    async reserveUsername(username, uid) {
      try {
        await usernames.doc(username.toLowerCase()).create({ uid });
        return true;
      } catch (error) {
        if (alreadyExists(error)) return false;
        throw error;
      }
    },
    async claimFirstAdmin() {
      try {
        await db.doc(FIRST_ADMIN).create({ at: Timestamp.now() });
        return true;
      } catch (error) {
        if (alreadyExists(error)) return false;
        throw error;
      }
    },
    async releaseFirstAdmin() {
      await db.doc(FIRST_ADMIN).delete();
    },
    async releaseUsername(username) {
      await usernames.doc(username.toLowerCase()).delete();
    },
    async saveProfile({ id, ...profile }) {
      await users.doc(id).set({ ...profile, createdAt: Timestamp.now() });
    },
    async markTokensRevoked(uid, validAfterSeconds) {
      if (!isDocumentId(uid)) return;
      await users
        .doc(uid)
        .update({ [TOKENS_VALID_AFTER_FIELD]: validAfterSeconds })
        .catch((error: unknown) => {
          if ((error as { code?: number }).code !== NOT_FOUND) throw error;
        });
    },
    deleteProfileKeepingAnAdmin: (uid) =>
      keepingAnAdmin(uid, (tx, user, onlyAdmin) => {
        if (onlyAdmin) return 'last-admin';
        tx.delete(users.doc(uid));
        tx.delete(usernames.doc(user.username.toLowerCase()));
        return user;
      }),
    updateRoleKeepingAnAdmin: (uid, change) =>
      keepingAnAdmin(uid, (tx, before, onlyAdmin) => {
        const after = change(before);
        if (onlyAdmin && after.role !== 'admin') return 'last-admin';
        tx.update(users.doc(uid), { role: after.role, available: after.available ?? FieldValue.delete() });
        return { before, after };
      }),
    deactivateKeepingAnAdmin: (uid, { at, by, reassignTo }) =>
      keepingAnAdmin(uid, (tx, user, onlyAdmin) => {
        if (user.deactivatedAt) return user;
        if (onlyAdmin) return 'last-admin';
        const available = user.role === 'agent' ? { available: false } : {};
        tx.update(users.doc(uid), { [DEACTIVATED_AT_FIELD]: Timestamp.fromDate(at), deactivatedBy: by, reassignTo, ...available });
        return { ...user, ...available, deactivatedAt: at.toISOString(), deactivatedBy: by, reassignTo };
      }),
    async reactivate(uid, check) {
      if (!isDocumentId(uid)) return 'gone';
      return db.runTransaction(async (tx) => {
        const profile = await tx.get(users.doc(uid));
        if (!profile.exists) return 'gone';
        const user = toUser(profile.id, profile.data() ?? {});
        check(user);
        tx.update(profile.ref, {
          [DEACTIVATED_AT_FIELD]: FieldValue.delete(),
          deactivatedBy: FieldValue.delete(),
          reassignTo: FieldValue.delete(),
        });
        const { deactivatedAt: _at, deactivatedBy: _by, reassignTo: _to, ...active } = user;
        return active;
      });
    },
  };
}
