import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { deriveWorkspaceLock, type WorkspaceLock } from './deriveWorkspaceLock';
import type { Lockfile } from './lockfile';

/** The lockfile a workspace's upload carries, beside its package.json. */
export const WORKSPACE_LOCK_FILE = 'package-lock.json';

/** The package.json fields the root lock copies into a workspace's entry, which must agree. */
const DEPENDENCY_FIELDS = ['dependencies', 'optionalDependencies', 'devDependencies', 'peerDependencies'] as const;

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** As npm writes a lockfile: two-space indents and a final newline. */
export const lockfileText = (lockfile: Lockfile) => `${JSON.stringify(lockfile, null, 2)}\n`;

/**
 * The lockfile of the workspace in folder `workspace` of the repository at `root`, derived from
 * the root's package-lock.json. Fails when the root lock is older than the workspace's package.json,
 * as npm ci would.
 */
export function workspaceLock(root: string, workspace: string): WorkspaceLock & { text: string } {
  const rootLock = readJson(join(root, 'package-lock.json')) as Lockfile;
  const manifest = readJson(join(root, workspace, 'package.json')) as Record<string, unknown>;
  const entry = rootLock.packages[workspace] ?? {};
  const stale = DEPENDENCY_FIELDS.filter((field) => !isDeepStrictEqual(manifest[field] ?? {}, entry[field] ?? {}));
  if (stale.length > 0)
    throw new Error(`package-lock.json's ${stale.join(', ')} of ${workspace} differ from ${workspace}/package.json's: run npm install`);
  const derived = deriveWorkspaceLock(rootLock, workspace);
  return { ...derived, text: lockfileText(derived.lockfile) };
}

/** Writes the workspace's derived lockfile into its folder, for its upload; answers its path. */
export function writeWorkspaceLock(root: string, workspace: string): string {
  const path = join(root, workspace, WORKSPACE_LOCK_FILE);
  writeFileSync(path, workspaceLock(root, workspace).text);
  return path;
}
