import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/** One Admin app per process; on the emulators the *_EMULATOR_HOST variables point it there. */
export function firebaseClients() {
  const app = getApps()[0] ?? initializeApp();
  return { db: getFirestore(app), auth: getAuth(app) };
}
