import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/**
 * API tests run against the real Firestore emulator, in a project of their own so they never
 * touch the data of `npm start` or of the end-to-end run. scripts/test.ts starts the emulators.
 */
export const TEST_PROJECT = 'demo-api-test';

export function requireEmulators(): void {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('API tests need the Firestore emulator: run them through `npm test`, which starts it.');
  }
}

export function testFirestore(): { db: Firestore; app: App; close: () => Promise<void> } {
  requireEmulators();
  const app = initializeApp({ projectId: TEST_PROJECT }, `api-test-${Math.random().toString(36).slice(2)}`);
  return { db: getFirestore(app), app, close: () => deleteApp(app) };
}

/** Deletes every document of the test project through the emulator's admin endpoint. */
export async function clearFirestore(): Promise<void> {
  const url = `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${TEST_PROJECT}/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Could not clear Firestore: ${response.status}`);
}
