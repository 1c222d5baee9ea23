import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkspaceLock } from './deriveWorkspaceLock';

/** The packages installed in the project folder `dir`: each location, as a lockfile names it, → its version. */
export function installedPackages(dir: string): Map<string, string> {
  const installed = new Map<string, string>();
  const visit = (modules: string) => {
    const folder = join(dir, modules);
    if (!existsSync(folder)) return;
    for (const name of readdirSync(folder).sort()) {
      if (name.startsWith('.')) continue;
      const names = name.startsWith('@')
        ? readdirSync(join(folder, name))
            .sort()
            .map((scoped) => `${name}/${scoped}`)
        : [name];
      for (const packageName of names) {
        const location = `${modules}/${packageName}`;
        const manifest = JSON.parse(readFileSync(join(dir, location, 'package.json'), 'utf8')) as { version?: string };
        installed.set(location, manifest.version ?? '');
        visit(`${location}/node_modules`);
      }
    }
  };
  visit('node_modules');
  return installed;
}

/**
 * What an install from the workspace's derived lockfile put in place otherwise than the root lock
 * holds: a package at another version (each entry of the derived lockfile carries the root lock's),
 * one the lockfile does not list, or a production package missing (those only devDependencies or
 * optional dependencies need may be: npm leaves out dev ones with --omit=dev, and optional ones
 * built for other platforms).
 */
export function installedVersionProblems(installed: Map<string, string>, derived: WorkspaceLock): string[] {
  const { packages } = derived.lockfile;
  const problems: string[] = [];
  for (const [location, version] of installed) {
    const locked = Object.hasOwn(packages, location) ? packages[location]!.version : undefined;
    if (locked === undefined) problems.push(`${location} ${version} is installed, but the lockfile does not list it`);
    else if (version !== locked)
      problems.push(`${location} is ${version}, where package-lock.json has ${locked} (${derived.sources[location]})`);
  }
  for (const [location, entry] of Object.entries(packages))
    if (location !== '' && !entry.dev && !entry.optional && !entry.devOptional && !installed.has(location))
      problems.push(`${location} ${entry.version} is not installed`);
  return problems;
}
