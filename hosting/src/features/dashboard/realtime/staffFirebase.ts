import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, initializeAuth, inMemoryPersistence, signInWithCustomToken, signOut, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import type { RealtimeSession } from '@estate/domain';

export interface StaffFirebase {
  app: FirebaseApp;
  auth: Auth;
  firestore: Firestore;
}

/**
 * A Firebase app of its own per connection, deleted at sign-out so nothing outlives the session;
 * numbered, since one may still be closing while the next opens.
 */
let connections = 0;

/**
 * Signs the browser in to Firebase Auth as the session's account, with the custom token the api
 * minted for it. The sign-in is kept in memory only: the session cookie is the one lasting
 * credential, and each visit to the dashboard asks for a fresh token.
 */
export async function signInToFirebase({ token, firebase, emulators }: RealtimeSession): Promise<StaffFirebase> {
  connections += 1;
  const app = initializeApp(firebase, `staff-dashboard-${connections}`);
  try {
    const auth = initializeAuth(app, { persistence: inMemoryPersistence });
    const firestore = getFirestore(app);
    if (emulators) {
      connectAuthEmulator(auth, emulators.auth, { disableWarnings: true });
      connectFirestoreEmulator(firestore, emulators.firestore.host, emulators.firestore.port);
    }
    await signInWithCustomToken(auth, token);
    return { app, auth, firestore };
  } catch (error) {
    await deleteApp(app);
    throw error;
  }
}

/** Ends the browser's Firebase sign-in with the dashboard (sign-out, session end, leaving /admin). */
export async function signOutOfFirebase({ app, auth }: StaffFirebase): Promise<void> {
  await signOut(auth).catch(() => undefined);
  await deleteApp(app);
}
