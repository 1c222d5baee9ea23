import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { NewUserInput } from '@estate/domain';
import { completeLegacyLeads, completeLegacyListings, completePhotoSizes, userAccounts, type FileStore } from '../functions/src/seeding';

/**
 * Data kept from an earlier `npm start` is given what this version expects of it: the `accounts`
 * the start banner names (the demo agent came later than the admin), unless their username or email is
 * taken, the fields today's lead and listing queries ask for, and the web sizes of today's
 * PHOTO_WIDTHS for the photos in `files`. Answers what was added.
 */
export async function bringUpToDate(
  db: Firestore,
  auth: Auth,
  accounts: readonly NewUserInput[],
  files?: FileStore,
): Promise<Record<string, number>> {
  const staff = userAccounts(db, auth);
  let users = 0;
  for (const account of accounts) {
    try {
      await staff.create(account);
      users += 1;
    } catch (error) {
      // 409: the username or the email is someone's already.
      if ((error as { status?: number }).status !== 409) throw error;
    }
  }
  const { completed } = await completeLegacyLeads(db);
  const listings = await completeLegacyListings(db);
  const photos = files ? await completePhotoSizes(files) : 0;
  return {
    ...(users > 0 ? { users } : {}),
    ...(completed > 0 ? { leads: completed } : {}),
    ...(listings > 0 ? { listings } : {}),
    ...(photos > 0 ? { photos } : {}),
  };
}
