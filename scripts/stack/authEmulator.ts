import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { address, emulators, PROJECT_ID } from './config';
import { AUTH_EXPORT_DIR, FIREBASE_EXPORT_DIR, LOCAL_DIR, ROOT } from './paths';
import { httpOk, spawnManaged, waitFor, type ManagedProcess } from './processes';

export const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');
/** The Auth process's own firebase-tools config: the Auth emulator alone, with a hub and a log port of its own. */
const AUTH_CONFIG = join(LOCAL_DIR, 'firebase.auth.json');
/** Beside the main process's hub and logging ports (firebase.json), which both processes would otherwise claim. */
const PORT_OFFSET = 10;

const hasExport = (dir: string) => existsSync(join(dir, 'firebase-export-metadata.json'));

/** The hub of the Auth process, through which its data is exported. */
export const authHub = () => `${emulators.hub.host}:${emulators.hub.port + PORT_OFFSET}`;

/**
 * The Auth emulator in a firebase-tools process of its own, beside the one that runs Functions
 * and Hosting, as Auth is a service of its own in production: pausing or losing it then stalls
 * sign-in and session checks alone (which answer 503 in time, docs/product.md#outages), not the
 * whole site with it.
 */
export async function startAuthEmulator({ persist, echo }: { persist: boolean; echo?: boolean }): Promise<ManagedProcess> {
  const { auth, hub, logging } = emulators as typeof emulators & { logging: { host: string; port: number } };
  mkdirSync(LOCAL_DIR, { recursive: true });
  writeFileSync(
    AUTH_CONFIG,
    JSON.stringify({
      emulators: {
        singleProjectMode: true,
        auth,
        hub: { host: hub.host, port: hub.port + PORT_OFFSET },
        logging: { host: logging.host, port: logging.port + PORT_OFFSET },
        ui: { enabled: false },
      },
    }),
  );
  const args = ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', AUTH_CONFIG];
  if (persist) {
    // Saved at the stack's stop with the other emulators' data, together (stack/localData.ts).
    // Accounts kept before Auth ran apart are in firebase-tools' shared export.
    const kept = [AUTH_EXPORT_DIR, FIREBASE_EXPORT_DIR].find(hasExport);
    if (kept) args.push('--import', kept);
  }
  const process = spawnManaged('auth', FIREBASE_BIN, args, { cwd: ROOT, echo, env: { NO_UPDATE_NOTIFIER: '1', CI: 'true' } });
  try {
    await waitFor('The Auth emulator', () => httpOk(`http://${address('auth')}/`), 120_000, process);
  } catch (error) {
    await process.stop('SIGTERM');
    throw error;
  }
  return process;
}
