// `npm start`, `npm test`, `npm run reset` and the other local commands land here first. Plain Node, because on a
// fresh clone nothing is installed yet: install from the lockfile when needed, then hand
// over to the TypeScript entry point of the command.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2];
const entries = { start: 'start.ts', test: 'test.ts', reset: 'reset.ts', perf: 'perf.ts', 'cleanup-uploads': 'cleanupUploads.ts' };
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

// The child shares our terminal's process group, so Ctrl-C reaches it directly; we only
// wait for it to finish its own clean shutdown.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const child = spawn(tsx, [join(root, 'scripts', entries[command]), ...process.argv.slice(3)], {
  cwd: root,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 1)));
