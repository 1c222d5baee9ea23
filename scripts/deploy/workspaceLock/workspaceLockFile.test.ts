import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Lockfile } from './lockfile';
import { workspaceLock, writeWorkspaceLock } from './workspaceLockFile';

const ROOT = join(__dirname, '..', '..', '..');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

describe('the functions lockfile derived from the repository’s package-lock.json', () => {
  const rootLock = readJson(join(ROOT, 'package-lock.json')) as unknown as Lockfile;
  const manifest = readJson(join(ROOT, 'functions', 'package.json')) as { dependencies: Record<string, string> };
  const { lockfile, sources } = workspaceLock(ROOT, 'functions');
  /** Where the root's tree resolves a functions dependency: its own node_modules first, then the root's. */
  const rootCopy = (name: string) => rootLock.packages[`functions/node_modules/${name}`] ?? rootLock.packages[`node_modules/${name}`];

  it("holds every functions dependency at the root lock's version, for production", () => {
    const names = Object.keys(manifest.dependencies);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const entry = lockfile.packages[`node_modules/${name}`];
      expect({ name, version: entry?.version, dev: entry?.dev }).toEqual({ name, version: rootCopy(name)?.version, dev: undefined });
    }
  });

  it("copies every entry's version, resolved and integrity from the root lock, and holds no workspace", () => {
    for (const [location, entry] of Object.entries(lockfile.packages)) {
      if (location === '') continue;
      const source = rootLock.packages[sources[location]!]!;
      expect({ location, version: entry.version, resolved: entry.resolved, integrity: entry.integrity, link: entry.link }).toEqual({
        location,
        version: source.version,
        resolved: source.resolved,
        integrity: source.integrity,
        link: undefined,
      });
    }
    expect(Object.keys(lockfile.packages).filter((location) => location.includes('@estate/'))).toEqual([]);
  });

  it("keeps sharp's Linux x64 build, optional, for npm ci to pick on Cloud Build's machines", () => {
    expect(lockfile.packages['node_modules/@img/sharp-linux-x64']).toMatchObject({
      optional: true,
      os: ['linux'],
      cpu: ['x64'],
      libc: ['glibc'],
    });
  });
});

describe('writeWorkspaceLock', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'workspace-lock-'));
    mkdirSync(join(root, 'functions'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const write = (path: string, value: unknown) => writeFileSync(join(root, path), JSON.stringify(value));
  const lock = (dependencies: Record<string, string>) => ({
    lockfileVersion: 3,
    packages: {
      functions: { name: '@estate/functions', version: '0.0.0', dependencies },
      'node_modules/a': { version: '1.0.0', integrity: 'sha512-a' },
    },
  });

  it("writes the workspace's lockfile as npm would, beside its package.json", () => {
    write('package-lock.json', lock({ a: '^1.0.0' }));
    write('functions/package.json', { name: '@estate/functions', dependencies: { a: '^1.0.0' } });
    const path = writeWorkspaceLock(root, 'functions');
    expect(path).toBe(join(root, 'functions', 'package-lock.json'));
    const text = readFileSync(path, 'utf8');
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toMatchObject({ lockfileVersion: 3, packages: { 'node_modules/a': { version: '1.0.0' } } });
  });

  it('refuses a root lock older than the workspace’s package.json', () => {
    write('package-lock.json', lock({ a: '^1.0.0' }));
    write('functions/package.json', { name: '@estate/functions', dependencies: { a: '^1.0.0', b: '^2.0.0' } });
    expect(() => writeWorkspaceLock(root, 'functions')).toThrow(
      "package-lock.json's dependencies of functions differ from functions/package.json's: run npm install",
    );
  });
});
