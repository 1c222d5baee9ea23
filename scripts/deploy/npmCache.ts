import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_DIR } from '../stack/paths';
import { run } from '../stack/run';
import type { FunctionsCodebase } from './firebaseJson';
import { WORKSPACE_LOCK_FILE, workspaceLock } from './workspaceLock/workspaceLockFile';

const CACHE_FILL_DIR = join(LOCAL_DIR, 'deploy-npm-cache-fill');

/**
 * Fills npm's cache with what each codebase installs in production, so the deploy check can install
 * its artifact offline, where only loopback exists: its package.json and the lockfile derived from
 * the root lock, as in the artifact, installed as the check installs it.
 */
export async function fillNpmCache(root: string, codebases: FunctionsCodebase[]): Promise<void> {
  for (const codebase of codebases) {
    const dir = join(CACHE_FILL_DIR, codebase.codebase ?? 'default');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    copyFileSync(join(root, codebase.source, 'package.json'), join(dir, 'package.json'));
    writeFileSync(join(dir, WORKSPACE_LOCK_FILE), workspaceLock(root, codebase.source).text);
    await run(
      `npm ci for the deploy check (${codebase.source}/package.json and its lockfile)`,
      'npm',
      ['--prefix', dir, 'ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
      { NODE_ENV: 'production' },
    );
  }
}
