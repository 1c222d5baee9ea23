import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** One Admin app per process; on the emulators the *_EMULATOR_HOST variables point it there. */
export function firestore(): Firestore {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}
