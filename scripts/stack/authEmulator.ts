import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { authAddress, emulators, PROJECT_ID } from './config';
import { AUTH_EXPORT_DIR, FIREBASE_EXPORT_DIR, LOCAL_DIR, ROOT } from './paths';
import { httpOk, spawnManaged, waitFor, type ManagedProcess } from './processes';

export const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');
/** The Auth process's own firebase-tools config: the Auth emulator alone, with a hub and a log port of its own. */
const AUTH_CONFIG = join(LOCAL_DIR, 'firebase.auth.json');
/** Beside the main process's hub and logging ports (firebase.json), which both processes would otherwise claim. */
const PORT_OFFSET = 10;

const hasExport = (dir: string) => existsSync(join(dir, 'firebase-export-metadata.json'));

/** How many accounts an export holds (firebase-tools writes them to auth_export/accounts.json). */
function exportedAccounts(dir: string): number {
  const file = join(dir, 'auth_export', 'accounts.json');
  return existsSync(file) ? ((JSON.parse(readFileSync(file, 'utf8')) as { users?: unknown[] }).users?.length ?? 0) : 0;
}

/** How many accounts the Auth emulator at `address` holds in `project`. */
async function accountCount(address: string, project: string): Promise<number> {
  const response = await fetch(`http://${address}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ returnUserInfo: false }),
    signal: AbortSignal.timeout(2000),
  });
  return response.ok ? Number(((await response.json()) as { recordsCount?: string }).recordsCount ?? 0) : -1;
}

/** The hub of the Auth process, through which its data is exported (`portOffset` as startAuthEmulator's). */
export const authHub = (portOffset = 0) => `${emulators.hub.host}:${emulators.hub.port + PORT_OFFSET + portOffset}`;

/**
 * The Auth emulator in a firebase-tools process of its own, beside the one that runs Functions
 * and Hosting, as Auth is a service of its own in production: pausing or losing it then stalls
 * sign-in and session checks alone (which answer 503 in time, docs/product/api.md#outages), not the
 * whole site with it.
 */
export async function startAuthEmulator({
  persist,
  echo,
  dataDir,
  portOffset = 0,
  project = PROJECT_ID,
}: {
  persist: boolean;
  echo?: boolean;
  /** Where a kept export is read from (the stack's: .local/data). */
  dataDir?: string;
  /** Moves every port of this Auth process, for another one beside the stack's (testing/dataRoundTrip.ts, testing/apiWorkers.ts). */
  portOffset?: number;
  /** The demo project whose accounts it keeps: the one its API-key calls (a password sign-in) reach. */
  project?: string;
}): Promise<ManagedProcess> {
  const { auth: stackAuth, hub, logging } = emulators as typeof emulators & { logging: { host: string; port: number } };
  const auth = { host: stackAuth.host, port: stackAuth.port + portOffset };
  const config = portOffset === 0 ? AUTH_CONFIG : AUTH_CONFIG.replace(/\.json$/, `.${portOffset}.json`);
  mkdirSync(LOCAL_DIR, { recursive: true });
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        singleProjectMode: true,
        auth,
        hub: { host: hub.host, port: hub.port + PORT_OFFSET + portOffset },
        logging: { host: logging.host, port: logging.port + PORT_OFFSET + portOffset },
        ui: { enabled: false },
      },
    }),
  );
  const args = ['emulators:start', '--only', 'auth', '--project', project, '--config', config];
  // Saved at the stack's stop with the other emulators' data, together (stack/localData.ts).
  // Accounts kept before Auth ran apart are in firebase-tools' shared export.
  const kept = persist
    ? (dataDir ? [join(dataDir, basename(AUTH_EXPORT_DIR))] : [AUTH_EXPORT_DIR, FIREBASE_EXPORT_DIR]).find(hasExport)
    : undefined;
  if (kept) args.push('--import', kept);
  const process = spawnManaged(portOffset === 0 ? 'auth' : `auth+${portOffset}`, FIREBASE_BIN, args, {
    cwd: ROOT,
    echo,
    env: { NO_UPDATE_NOTIFIER: '1', CI: 'true' },
  });
  try {
    await waitFor('The Auth emulator', () => httpOk(`http://${authAddress(portOffset)}/`), 120_000, process);
    // firebase-tools imports the accounts after the emulator answers: ready once they are all in.
    const expected = kept ? exportedAccounts(kept) : 0;
    if (expected > 0) {
      await waitFor(
        `The Auth emulator's ${expected} imported accounts`,
        async () => (await accountCount(authAddress(portOffset), project)) >= expected,
        120_000,
        process,
      );
    }
  } catch (error) {
    await process.stop('SIGTERM');
    throw error;
  }
  return process;
}
