import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from './stack/config';

/** An Admin app for the local scripts, bound to the emulators by the *_EMULATOR_HOST variables. */
export function adminClients(env: Record<string, string>) {
  Object.assign(process.env, env);
  const app: App = initializeApp({ projectId: PROJECT_ID }, `scripts-${Date.now()}`);
  return { app, db: getFirestore(app), auth: getAuth(app), close: () => deleteApp(app) };
}
