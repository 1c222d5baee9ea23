import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

function hostAndPort(variable: string): { host: string; port: number } | undefined {
  const [host, port] = (process.env[variable] ?? '').split(':');
  return host && port ? { host, port: Number(port) } : undefined;
}

/** Rules tests run in a project of their own against the emulators `npm test` starts. */
export async function firestoreRulesEnvironment(): Promise<RulesTestEnvironment> {
  const firestore = hostAndPort('FIRESTORE_EMULATOR_HOST');
  if (!firestore) throw new Error('Rules tests need the Firestore emulator: run them through `npm test`, which starts it.');
  return initializeTestEnvironment({
    projectId: 'demo-rules-test',
    firestore: { ...firestore, rules: readFileSync(join(ROOT, 'firestore.rules'), 'utf8') },
  });
}

/** The Storage emulator runs only where firebase-tools can start Java emulators (Java 21). */
export const storageEmulator = hostAndPort('FIREBASE_STORAGE_EMULATOR_HOST');

export async function storageRulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: 'demo-rules-test',
    storage: { ...storageEmulator!, rules: readFileSync(join(ROOT, 'storage.rules'), 'utf8') },
  });
}
