import { chmodSync, copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { run } from '../stack/run';
import type { FunctionsCodebase } from './firebaseJson';
import { readdirRecursive } from './firebaseTools';

/**
 * What `firebase deploy` leaves out of a codebase's upload: firebase.json's `ignore` (or its
 * default) and the files it always adds to it (firebase-tools' prepareFunctionsUpload.js).
 */
const uploadIgnore = (codebase: FunctionsCodebase) => [
  ...(codebase.ignore ?? ['node_modules', '.git']),
  'firebase-debug.log',
  'firebase-debug.*.log',
  '.runtimeconfig.json',
];

/** Copies the files `firebase deploy` uploads of `codebase` into the empty folder `dir`; answers their paths in it. */
export async function copyUpload(root: string, codebase: FunctionsCodebase, dir: string): Promise<string[]> {
  const source = join(root, codebase.source);
  const files = await readdirRecursive({ path: source, ignoreStrings: uploadIgnore(codebase) });
  const paths: string[] = [];
  for (const file of files) {
    const path = relative(source, file.name);
    const target = join(dir, path);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(file.name, target);
    chmodSync(target, file.mode);
    paths.push(path.split(sep).join('/'));
  }
  return paths.sort();
}

/**
 * A node_modules folder above `dir` would let the artifact load packages its package.json does not
 * list, as the repository's own node_modules would (which is why the artifact is not built inside it).
 */
export function outerNodeModules(dir: string): string | undefined {
  for (let parent = dirname(dir); ; parent = dirname(parent)) {
    if (existsSync(join(parent, 'node_modules'))) return join(parent, 'node_modules');
    if (dirname(parent) === parent) return undefined;
  }
}

/**
 * Installs the artifact's dependencies as Cloud Build does, from its package-lock.json: Google's
 * Node.js buildpack runs `npm ci` where a lockfile is present, with NODE_ENV=production when no
 * build script runs (firebase-tools sets GOOGLE_NODE_RUN_SCRIPTS to none), so without the
 * devDependencies (GoogleCloudPlatform/buildpacks, cmd/nodejs/npm and pkg/nodejs/npm.go). From
 * npm's cache alone (filled by `fillNpmCache` before the tests lost the network): a package missing
 * from the cache fails here.
 */
export async function installArtifact(dir: string): Promise<void> {
  await run(
    'npm ci of the artifact (offline)',
    'npm',
    ['--prefix', dir, 'ci', '--offline', '--no-audit', '--no-fund', '--loglevel=error'],
    { NODE_ENV: 'production' },
  );
}
