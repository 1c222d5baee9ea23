import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { installedLockProblem, uploadedLockProblem } from './artifactLock';
import type { WorkspaceLock } from './workspaceLock/deriveWorkspaceLock';
import { lockfileText } from './workspaceLock/workspaceLockFile';

const derived: WorkspaceLock = {
  lockfile: {
    name: '@estate/functions',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: '@estate/functions', dependencies: { a: '^1.0.0', sharp: '^0.35.0' } },
      'node_modules/a': { version: '1.2.0', integrity: 'sha512-a' },
      'node_modules/a/node_modules/b': { version: '1.0.0', integrity: 'sha512-b' },
      'node_modules/sharp': { version: '0.35.5', integrity: 'sha512-s' },
      'node_modules/@img/sharp-darwin-arm64': { version: '0.35.5', optional: true, os: ['darwin'] },
      'node_modules/@types/a': { version: '1.0.0', dev: true },
    },
  },
  sources: {
    '': 'functions',
    'node_modules/a': 'functions/node_modules/a',
    'node_modules/a/node_modules/b': 'node_modules/b',
    'node_modules/sharp': 'node_modules/sharp',
    'node_modules/@img/sharp-darwin-arm64': 'node_modules/@img/sharp-darwin-arm64',
    'node_modules/@types/a': 'node_modules/@types/a',
  },
  hostedPeers: [],
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'artifact-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
};
const install = (packages: Record<string, string>) => {
  for (const [location, version] of Object.entries(packages)) write(`${location}/package.json`, JSON.stringify({ version }));
};

describe('uploadedLockProblem', () => {
  it('accepts the lockfile the root lock derives', () => {
    write('package-lock.json', lockfileText(derived.lockfile));
    expect(uploadedLockProblem('functions', dir, derived)).toBeUndefined();
  });

  it('names a missing lockfile', () => {
    expect(uploadedLockProblem('functions', dir, derived)).toBe(
      "functions/ uploads no package-lock.json: Cloud Build would resolve functions/package.json's ranges afresh (npm run build writes it from the root lock)",
    );
  });

  it('names what a tampered lockfile changed: a version, a checksum, a package added or dropped', () => {
    const tampered = structuredClone(derived.lockfile);
    tampered.packages['node_modules/a']!.version = '1.3.0';
    tampered.packages['node_modules/sharp']!.integrity = 'sha512-other';
    delete tampered.packages['node_modules/a/node_modules/b'];
    tampered.packages['node_modules/left-pad'] = { version: '1.3.0' };
    write('package-lock.json', lockfileText(tampered));
    expect(uploadedLockProblem('functions', dir, derived)).toBe(
      'functions/package-lock.json is not what package-lock.json derives (npm run build writes it afresh): ' +
        'node_modules/a is 1.3.0, not 1.2.0; node_modules/a/node_modules/b 1.0.0 is missing; ' +
        'node_modules/sharp 0.35.5 differs in integrity; node_modules/left-pad 1.3.0 is extra',
    );
  });

  it('names a file that is not a lockfile', () => {
    write('package-lock.json', '{ not json');
    expect(uploadedLockProblem('functions', dir, derived)).toMatch(/is not what package-lock.json derives .*: it is not an npm lockfile$/);
  });
});

describe('installedLockProblem', () => {
  it("accepts an install of the root lock's versions without the dev packages and other platforms' builds", () => {
    install({ 'node_modules/a': '1.2.0', 'node_modules/a/node_modules/b': '1.0.0', 'node_modules/sharp': '0.35.5' });
    expect(installedLockProblem('functions', dir, derived)).toBeUndefined();
  });

  it('names a package at another version than the root lock, one the lockfile does not list, and a missing one', () => {
    install({ 'node_modules/a': '1.2.1', 'node_modules/a/node_modules/b': '1.0.0', 'node_modules/@scope/extra': '2.0.0' });
    expect(installedLockProblem('functions', dir, derived)).toBe(
      'the install of functions/ differs from package-lock.json: ' +
        'node_modules/@scope/extra 2.0.0 is installed, but the lockfile does not list it; ' +
        'node_modules/a is 1.2.1, where package-lock.json has 1.2.0 (functions/node_modules/a); ' +
        'node_modules/sharp 0.35.5 is not installed',
    );
  });
});
