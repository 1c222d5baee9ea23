import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { wipeEmulators } from '../../../scripts/stack/wipe';

/**
 * API tests run against the real Firestore and Auth emulators that `npm test` starts, in their
 * jest worker's own project and Auth emulator (workerProject.ts), and wipe it between tests; the
 * `*.stack.test.ts` files run alone in the stack's project, which `npm test` reseeds before the e2e step.
 */
export function emulatorProject(): string {
  const project = process.env.GCLOUD_PROJECT;
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST || !project?.startsWith('demo-')) {
    throw new Error('API tests need the Firestore and Auth emulators of a demo- project: run them through `npm test`, which starts them.');
  }
  return project;
}

export function adminApp(): { app: App; db: FirebaseFirestore.Firestore; auth: ReturnType<typeof getAuth>; close: () => Promise<void> } {
  const projectId = emulatorProject();
  const app = initializeApp({ projectId }, `api-test-${Math.random().toString(36).slice(2)}`);
  return { app, db: getFirestore(app), auth: getAuth(app), close: () => deleteApp(app) };
}

/** Wipes the project the tests run in. */
export const wipeProject = () => wipeEmulators(process.env);
