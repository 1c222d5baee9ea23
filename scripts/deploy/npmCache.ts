import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_DIR } from '../stack/paths';
import { run } from '../stack/run';
import type { FunctionsCodebase } from './firebaseJson';

const CACHE_FILL_DIR = join(LOCAL_DIR, 'deploy-npm-cache-fill');

/**
 * Fills npm's cache with what each codebase's package.json needs in production, so the deploy
 * check can install its artifact offline, where only loopback exists. The package.json alone, as
 * in the artifact (the lockfile is the workspace root's, which the upload does not carry).
 */
export async function fillNpmCache(root: string, codebases: FunctionsCodebase[]): Promise<void> {
  for (const codebase of codebases) {
    const dir = join(CACHE_FILL_DIR, codebase.codebase ?? 'default');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    copyFileSync(join(root, codebase.source, 'package.json'), join(dir, 'package.json'));
    await run(`npm install for the deploy check (${codebase.source}/package.json)`, 'npm', [
      '--prefix',
      dir,
      'install',
      '--omit=dev',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ]);
  }
}
