import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { USERS_COLLECTION, type NewUserInput } from '@estate/domain';
import { upgradeStoredData, userAccounts, type FileStore } from '../functions/src/seeding';

const isNotFound = (error: unknown) => (error as { code?: string }).code === 'auth/user-not-found';

/**
 * A demo account kept by halves (a stop that saved Firestore but not Auth, or the reverse) cannot
 * sign in, and its username or email blocks making it again: its remaining half is deleted so that
 * bringUpToDate makes it whole. Answers whether it did.
 */
async function dropHalfAccount(db: Firestore, auth: Auth, { username, email }: NewUserInput): Promise<boolean> {
  const reservation = db.collection('usernames').doc(username.toLowerCase());
  const uid = (await reservation.get()).get('uid') as string | undefined;
  if (uid) {
    const inAuth = await auth.getUser(uid).then(
      () => true,
      (error: unknown) => (isNotFound(error) ? false : Promise.reject(error)),
    );
    if (inAuth) return false;
    await Promise.all([db.collection(USERS_COLLECTION).doc(uid).delete(), reservation.delete()]);
    return true;
  }
  const record = await auth.getUserByEmail(email).catch((error: unknown) => (isNotFound(error) ? null : Promise.reject(error)));
  if (!record || (await db.collection(USERS_COLLECTION).doc(record.uid).get()).exists) return false;
  await auth.deleteUser(record.uid);
  return true;
}

/**
 * Data kept from an earlier `npm start` is given what this version expects of it: the `accounts`
 * the start banner names (the demo agent came later than the admin; one kept by halves is made
 * whole: `repairedAccounts`), unless their username or email is taken, and what upgradeStoredData
 * completes (with the photos in `files`). Answers what was added.
 */
export async function bringUpToDate(
  db: Firestore,
  auth: Auth,
  accounts: readonly NewUserInput[],
  files?: FileStore,
): Promise<Record<string, number>> {
  const staff = userAccounts(db, auth);
  let users = 0;
  let repairedAccounts = 0;
  for (const account of accounts) {
    if (await dropHalfAccount(db, auth, account)) repairedAccounts += 1;
    try {
      await staff.create(account);
      users += 1;
    } catch (error) {
      // 409: the username or the email is someone's already.
      if ((error as { status?: number }).status !== 409) throw error;
    }
  }
  return {
    ...(repairedAccounts > 0 ? { repairedAccounts } : {}),
    ...(users > 0 ? { users } : {}),
    ...(await upgradeStoredData(db, files)),
  };
}
