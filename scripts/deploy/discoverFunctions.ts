import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { trackGroup, waitFor, portInUse } from '../stack/processes';
import { constructDefaultAdminSdkConfig, detectFromPort, functionsEnv, type Build } from './firebaseTools';

/** A hang guard, far above a slow machine's load time (a few seconds here). */
const DISCOVERY_TIMEOUT_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Loads the artifact in `dir` the way `firebase deploy` discovers a codebase: the SDK's own
 * `firebase-functions` binary, from the artifact's node_modules, serves the manifest of what the
 * code exports, and firebase-tools reads it. The environment is the one firebase-tools gives it
 * (the codebase's .env files for `projectId`, FIREBASE_CONFIG, GCLOUD_PROJECT, nothing of the
 * emulators); it runs on this step's Node, the deploy runtime's, and never probes Google's metadata server.
 */
export async function discoverFunctions(
  dir: string,
  options: {
    source: string;
    projectId: string;
    /** The .firebaserc alias the project was named by: its .env.<alias> file is read too. */
    projectAlias?: string;
    runtime: string;
    root: string;
    /** The SDK's binary: by default in `dir`'s own node_modules (an installed artifact); code loaded in place passes the repository's. */
    bin?: string;
  },
): Promise<Build> {
  const { source, projectId, projectAlias, runtime, root, bin = join(dir, 'node_modules', '.bin', 'firebase-functions') } = options;
  const port = await freePort();
  const env = {
    ...functionsEnv.loadUserEnvs({ functionsSource: source, projectId, projectDir: root, ...(projectAlias ? { projectAlias } : {}) }),
    ...functionsEnv.loadFirebaseEnvs(constructDefaultAdminSdkConfig(projectId), projectId),
    FUNCTIONS_CONTROL_API: 'true',
    PORT: String(port),
    HOME: process.env.HOME ?? '',
    PATH: process.env.PATH ?? '',
    METADATA_SERVER_DETECTION: 'none',
  };
  const child = spawn(process.execPath, [bin, dir], { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  trackGroup(child);
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => reject(new Error(`the functions SDK exited (${signal ?? `code ${code}`}):\n${output}`)));
  });
  try {
    await Promise.race([waitFor('the functions SDK', () => portInUse('127.0.0.1', port), DISCOVERY_TIMEOUT_MS), exited]);
    return await Promise.race([detectFromPort(port, projectId, runtime, 0, DISCOVERY_TIMEOUT_MS), exited]);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The artifact did not load: ${reason}${output && !reason.includes(output) ? `\n${output}` : ''}`, { cause: error });
  } finally {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  }
}
