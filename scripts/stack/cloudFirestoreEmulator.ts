import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { address, emulators, PROJECT_ID } from './config';
import { ROOT } from './paths';
import { httpOk, spawnManaged, waitFor, type ManagedProcess } from './processes';

/**
 * The Cloud CLI's Firestore emulator, which runs on Java 17 where firebase-tools' own
 * launcher insists on Java 21. Same jar family, same REST admin endpoints.
 */
export const CLOUD_SDK_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const EXPORT_NAME = 'firestore_export';

export const cloudFirestoreEmulatorAvailable = () => existsSync(CLOUD_SDK_FIRESTORE_JAR);

/**
 * `portOffset` moves the emulator off the stack's port, for a second one beside it (the data
 * round trip's check, testing/dataRoundTrip.ts); the stack's own runs at offset 0.
 */
const placed = (portOffset: number) => ({ host: emulators.firestore.host, port: emulators.firestore.port + portOffset });
const adminUrl = (path: string, portOffset = 0) => {
  const { host, port } = placed(portOffset);
  return `http://${host}:${port}${path}`;
};

export async function startCloudFirestoreEmulator(importDir?: string, portOffset = 0): Promise<ManagedProcess> {
  const { host, port } = placed(portOffset);
  const args = [
    '-Duser.language=en',
    '-cp',
    CLOUD_SDK_FIRESTORE_JAR,
    MAIN_CLASS,
    'start',
    `--host=${host}`,
    `--port=${port}`,
    `--rules=${join(ROOT, 'firestore.rules')}`,
    // Where it sends the events of the triggers that registerFirestoreTriggers connects.
    `--functions_emulator=${address('functions')}`,
  ];
  const metadata = importDir ? findExportMetadata(importDir) : undefined;
  if (metadata) args.push(`--seed_from_export=${metadata}`);
  // Java reads the rules file and nothing else from the working directory.
  const emulator = spawnManaged('firestore', 'java', args, { cwd: ROOT });
  await waitFor('Firestore emulator', () => httpOk(adminUrl('/', portOffset)), 60_000, emulator);
  return emulator;
}

/** Writes the emulator's data where the next start imports it from. */
export async function exportCloudFirestore(dir: string, portOffset = 0): Promise<void> {
  const tmp = `${dir}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const response = await fetch(adminUrl(`/emulator/v1/projects/${PROJECT_ID}:export`, portOffset), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      database: `projects/${PROJECT_ID}/databases/(default)`,
      export_directory: tmp,
      export_name: EXPORT_NAME,
    }),
  });
  if (!response.ok) throw new Error(`Firestore export failed: ${response.status} ${await response.text()}`);
  // Replace the previous export only once the new one is complete.
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
}

function findExportMetadata(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (entry.endsWith('.overall_export_metadata')) return join(dir, entry);
  }
  return undefined;
}
