// `npm start`, `npm test`, `npm run reset` and the other local commands land here first. Plain
// Node, and any Node from 20.19 up, because on a fresh clone nothing is installed yet: install
// from the lockfile when needed, then hand over to the TypeScript entry point of the command,
// run by the project's own Node (the `node` devDependency, the deploy runtime's major version).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2];
const entries = {
  start: 'start.ts',
  test: 'test.ts',
  reset: 'reset.ts',
  perf: 'perf.ts',
  'cleanup-uploads': 'cleanupUploads.ts',
  'alerts-digest': 'alertDigest.ts',
  'home-reports-send': 'homeownerReports.ts',
  'visits-due': 'visitsDue.ts',
  'mls-sync': 'mlsSync.ts',
  'data-export': 'dataExport.ts',
  'data-import': 'dataImport.ts',
  'audit-check': 'auditCheck.ts',
};
if (!entries[command]) {
  console.error(`Usage: node scripts/bootstrap.mjs ${Object.keys(entries).join('|')}`);
  process.exit(2);
}

const installed = join(root, 'node_modules', '.package-lock.json');
const lockfile = join(root, 'package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lockfile).mtimeMs) {
  console.log('[setup] Installing dependencies from package-lock.json (first run only)...');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const bin = join(root, 'node_modules', '.bin');
const node = join(bin, 'node');
if (!existsSync(node)) {
  console.error(`[setup] ${node} is missing: the project's Node did not install (npm ci again, or delete node_modules).`);
  process.exit(1);
}

/**
 * Everything started from here finds the project's Node first (as npm scripts do), so tsx, jest,
 * Playwright and firebase-tools, and through it the Functions emulator, run on the deploy
 * runtime's Node. The other variables are the libraries' own switches against calls off this
 * machine: Google's metadata-server probe, firebase-tools' and npm's update checks.
 */
const env = {
  ...process.env,
  PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
  METADATA_SERVER_DETECTION: 'none',
  NO_UPDATE_NOTIFIER: '1',
  npm_config_update_notifier: 'false',
};
const tsx = [node, join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'scripts', entries[command])];
const args = process.argv.slice(3);

/** Runs `argv` to its end in this terminal; answers its exit code. */
const runToEnd = (argv) => spawnSync(argv[0], argv.slice(1), { cwd: root, stdio: 'inherit', env }).status ?? 1;

/**
 * `npm test` runs its steps where only loopback exists, so a test that reaches for any other
 * address fails at once instead of hanging or leaking (a new network namespace; `lo` brought up).
 * It needs root, or user namespaces for `--map-root-user`; elsewhere the run says it is not cut
 * (TEST_NETWORK=loopback, as CI sets, makes that a failure; TEST_NETWORK=host skips the cut).
 * What the steps need from the network (Chromium from Debian, the deploy check's packages) is
 * fetched first, outside it.
 */
function loopbackOnly(argv) {
  if (process.env.TEST_NETWORK === 'host') {
    console.log("[test] TEST_NETWORK=host: the tests run with this machine's network.");
    return argv;
  }
  const asRoot = process.getuid?.() === 0;
  const unshare = ['unshare', '--net', ...(asRoot ? [] : ['--map-root-user']), '--', 'sh', '-c', 'ip link set lo up && exec "$@"', 'sh'];
  const probe = spawnSync(unshare[0], [...unshare.slice(1), 'true'], { stdio: 'ignore' });
  if (probe.status === 0) {
    console.log('[test] The test steps run in a network namespace with loopback only.');
    return [...unshare, ...argv];
  }
  if (process.env.TEST_NETWORK === 'loopback') {
    console.error('[test] TEST_NETWORK=loopback, but unshare --net is not allowed here: the tests are not run.');
    process.exit(1);
  }
  console.log("[test] Network NOT cut (unshare --net is not allowed here): the tests see this machine's network.");
  return argv;
}

if (command === 'test') {
  const prepared = runToEnd([...tsx, '--prepare', ...args]);
  if (prepared !== 0) process.exit(prepared);
}
const argv = command === 'test' ? loopbackOnly([...tsx, ...args]) : [...tsx, ...args];

// The child shares our terminal's process group, so Ctrl-C reaches it directly; we only
// wait for it to finish its own clean shutdown.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
const child = spawn(argv[0], argv.slice(1), { cwd: root, stdio: 'inherit', env });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
