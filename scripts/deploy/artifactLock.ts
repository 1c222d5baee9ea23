import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkspaceLock } from './workspaceLock/deriveWorkspaceLock';
import { installedPackages, installedVersionProblems } from './workspaceLock/installedPackages';
import { listed, lockDifferences } from './workspaceLock/lockDifferences';
import { WORKSPACE_LOCK_FILE } from './workspaceLock/workspaceLockFile';

/**
 * Why the upload copied to `dir` would not install the root lock's packages: it carries no
 * lockfile (Cloud Build would resolve package.json's ranges afresh), or not the one the root lock
 * derives (a build older than the root lock, or an edited file).
 */
export function uploadedLockProblem(source: string, dir: string, derived: WorkspaceLock): string | undefined {
  const path = join(dir, WORKSPACE_LOCK_FILE);
  if (!existsSync(path))
    return `${source}/ uploads no ${WORKSPACE_LOCK_FILE}: Cloud Build would resolve ${source}/package.json's ranges afresh (npm run build writes it from the root lock)`;
  let uploaded: unknown;
  try {
    uploaded = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    uploaded = undefined;
  }
  const differences = lockDifferences(derived.lockfile, uploaded);
  if (differences.length === 0) return undefined;
  return `${source}/${WORKSPACE_LOCK_FILE} is not what package-lock.json derives (npm run build writes it afresh): ${listed(differences)}`;
}

/** Why what npm installed in `dir` is not the root lock's packages, if it is not. */
export function installedLockProblem(source: string, dir: string, derived: WorkspaceLock): string | undefined {
  const problems = installedVersionProblems(installedPackages(dir), derived);
  return problems.length === 0 ? undefined : `the install of ${source}/ differs from package-lock.json: ${listed(problems)}`;
}
