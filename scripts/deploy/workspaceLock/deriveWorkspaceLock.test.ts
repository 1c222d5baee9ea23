import { deriveWorkspaceLock } from './deriveWorkspaceLock';
import type { LockEntry, Lockfile } from './lockfile';
import { lookupLocations, packageName } from './nodeResolution';

/** A root lock's entry as npm writes it: the bytes named by a checksum of the package's name and version. */
const at = (location: string, version: string, fields: Partial<LockEntry> = {}): [string, LockEntry] => [
  location,
  { version, integrity: `sha512-${packageName(location)}@${version}`, license: 'MIT', ...fields },
];

/** A root lock with the workspaces `functions` (whose dependencies are given) and `hosting`. */
function rootLock(functions: Partial<LockEntry>, packages: [string, LockEntry][]): Lockfile {
  return {
    name: 'estate',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: 'estate', workspaces: ['functions', 'hosting'] },
      functions: { name: '@estate/functions', version: '0.0.0', ...functions },
      hosting: { name: '@estate/hosting', version: '0.0.0', dependencies: { h: '^1.0.0' } },
      'node_modules/@estate/functions': { resolved: 'functions', link: true },
      'node_modules/@estate/hosting': { resolved: 'hosting', link: true },
      ...Object.fromEntries([at('node_modules/h', '1.0.0'), ...packages]),
    },
  };
}

const versions = (lock: Lockfile) =>
  Object.fromEntries(
    Object.entries(lock.packages)
      .filter(([location]) => location !== '')
      .map(([location, entry]) => [location, entry.version]),
  );

describe('lookupLocations', () => {
  it("lists the node_modules folders Node searches, nearest first, skipping node_modules' own", () => {
    expect(lookupLocations('node_modules/a/node_modules/b', 'x')).toEqual([
      'node_modules/a/node_modules/b/node_modules/x',
      'node_modules/a/node_modules/x',
      'node_modules/x',
    ]);
    expect(lookupLocations('', 'x')).toEqual(['node_modules/x']);
    expect(lookupLocations('functions', '@s/x')).toEqual(['functions/node_modules/@s/x', 'node_modules/@s/x']);
  });
});

describe('deriveWorkspaceLock', () => {
  it("keeps the hoisted packages the workspace reaches, with the root lock's version, resolved and integrity, and nothing else", () => {
    const root = rootLock({ dependencies: { a: '^1.0.0' }, engines: { node: '24' } }, [
      at('node_modules/a', '1.2.0', { dependencies: { b: '^2.0.0' }, resolved: 'https://registry.npmjs.org/a/-/a-1.2.0.tgz' }),
      at('node_modules/b', '2.0.1', { dev: true }),
      at('node_modules/unrelated', '3.0.0', { dev: true }),
    ]);
    const { lockfile, sources } = deriveWorkspaceLock(root, 'functions');
    expect(lockfile).toEqual({
      name: '@estate/functions',
      version: '0.0.0',
      lockfileVersion: 3,
      requires: true,
      packages: {
        '': { name: '@estate/functions', version: '0.0.0', dependencies: { a: '^1.0.0' }, engines: { node: '24' } },
        'node_modules/a': {
          version: '1.2.0',
          resolved: 'https://registry.npmjs.org/a/-/a-1.2.0.tgz',
          integrity: 'sha512-a@1.2.0',
          license: 'MIT',
          dependencies: { b: '^2.0.0' },
        },
        // The root marked it dev (only the root's devDependencies reached it there); here production needs it.
        'node_modules/b': { version: '2.0.1', integrity: 'sha512-b@2.0.1', license: 'MIT' },
      },
    });
    expect(sources).toEqual({ '': 'functions', 'node_modules/a': 'node_modules/a', 'node_modules/b': 'node_modules/b' });
  });

  it("puts the workspace's own copies at the top, in place of the root's, and keeps packages nested where they were", () => {
    const root = rootLock({ dependencies: { a: '^2.0.0', c: '^1.0.0' } }, [
      at('node_modules/a', '1.0.0'),
      at('functions/node_modules/a', '2.0.0', { dependencies: { d: '^1.0.0' } }),
      at('functions/node_modules/a/node_modules/d', '1.5.0'),
      at('node_modules/c', '1.0.0', { dependencies: { d: '^2.0.0' } }),
      at('node_modules/d', '2.0.0'),
    ]);
    const { lockfile, sources } = deriveWorkspaceLock(root, 'functions');
    expect(versions(lockfile)).toEqual({
      'node_modules/a': '2.0.0',
      'node_modules/a/node_modules/d': '1.5.0',
      'node_modules/c': '1.0.0',
      'node_modules/d': '2.0.0',
    });
    expect(sources['node_modules/a']).toBe('functions/node_modules/a');
    expect(sources['node_modules/a/node_modules/d']).toBe('functions/node_modules/a/node_modules/d');
  });

  it("nests a root-level package that the workspace's own copy shadows under each package that needs it, with its own nested packages", () => {
    // c (hoisted) needs body@1 at the root's top level; the workspace's own body@2 takes that place.
    const root = rootLock({ dependencies: { body: '^2.0.0', c: '^1.0.0', e: '^1.0.0' } }, [
      at('functions/node_modules/body', '2.0.0'),
      at('node_modules/body', '1.0.0', { dependencies: { q: '^1.0.0', shared: '^1.0.0' } }),
      at('node_modules/body/node_modules/q', '1.1.0'),
      at('node_modules/shared', '1.0.0'),
      at('node_modules/c', '1.0.0', { dependencies: { body: '^1.0.0' } }),
      at('node_modules/e', '1.0.0', { dependencies: { body: '^1.0.0' } }),
    ]);
    const { lockfile, sources } = deriveWorkspaceLock(root, 'functions');
    expect(versions(lockfile)).toEqual({
      'node_modules/body': '2.0.0',
      'node_modules/c': '1.0.0',
      'node_modules/c/node_modules/body': '1.0.0',
      'node_modules/c/node_modules/body/node_modules/q': '1.1.0',
      'node_modules/e': '1.0.0',
      'node_modules/e/node_modules/body': '1.0.0',
      'node_modules/e/node_modules/body/node_modules/q': '1.1.0',
      'node_modules/shared': '1.0.0',
    });
    expect(sources['node_modules/e/node_modules/body']).toBe('node_modules/body');
    expect(lockfile.packages['node_modules/c/node_modules/body']!.integrity).toBe('sha512-body@1.0.0');
  });

  it('keeps every platform build of an optional dependency, marked optional with its os, cpu and libc, so npm ci picks the one that fits', () => {
    const platform = (name: string, os: string, cpu: string, libc?: string) =>
      at(`node_modules/@img/${name}`, '0.35.5', { optional: true, os: [os], cpu: [cpu], ...(libc && { libc: [libc] }) });
    const root = rootLock({ dependencies: { sharp: '^0.35.0' } }, [
      at('node_modules/sharp', '0.35.5', {
        dependencies: { 'detect-libc': '^2.0.0' },
        optionalDependencies: { '@img/sharp-linux-x64': '0.35.5', '@img/sharp-darwin-arm64': '0.35.5', '@img/sharp-wasm32': '0.35.5' },
      }),
      at('node_modules/detect-libc', '2.1.2'),
      platform('sharp-linux-x64', 'linux', 'x64', 'glibc'),
      platform('sharp-darwin-arm64', 'darwin', 'arm64'),
    ]);
    const { packages } = deriveWorkspaceLock(root, 'functions').lockfile;
    expect(packages['node_modules/@img/sharp-linux-x64']).toEqual({
      version: '0.35.5',
      integrity: 'sha512-@img/sharp-linux-x64@0.35.5',
      optional: true,
      license: 'MIT',
      os: ['linux'],
      cpu: ['x64'],
      libc: ['glibc'],
    });
    expect(packages['node_modules/@img/sharp-darwin-arm64']).toMatchObject({ optional: true, os: ['darwin'], cpu: ['arm64'] });
    // An optional dependency the root lock does not hold is left out, as npm leaves it.
    expect(Object.keys(packages)).not.toContain('node_modules/@img/sharp-wasm32');
    expect(packages['node_modules/detect-libc']!.optional).toBeUndefined();
  });

  it('follows a dependency cycle once', () => {
    const root = rootLock({ dependencies: { a: '^1.0.0' } }, [
      at('node_modules/a', '1.0.0', { dependencies: { b: '^1.0.0' } }),
      at('node_modules/b', '1.0.0', { dependencies: { c: '^1.0.0' } }),
      at('node_modules/c', '1.0.0', { dependencies: { a: '^1.0.0' } }),
    ]);
    expect(versions(deriveWorkspaceLock(root, 'functions').lockfile)).toEqual({
      'node_modules/a': '1.0.0',
      'node_modules/b': '1.0.0',
      'node_modules/c': '1.0.0',
    });
  });

  it("marks what only the workspace's devDependencies need as dev, and required peers as peer; optional peers stay out", () => {
    const root = rootLock({ dependencies: { a: '^1.0.0' }, devDependencies: { '@types/a': '^1.0.0' } }, [
      at('node_modules/a', '1.0.0', {
        dependencies: { '@types/node': '^24.0.0' },
        peerDependencies: { host: '>=1', extra: '^1.0.0' },
        peerDependenciesMeta: { extra: { optional: true } },
      }),
      at('node_modules/host', '1.0.0'),
      at('node_modules/extra', '1.0.0'),
      at('node_modules/@types/a', '1.0.0', { dependencies: { '@types/node': '^24.0.0', '@types/b': '^1.0.0' } }),
      at('node_modules/@types/b', '1.0.0'),
      at('node_modules/@types/node', '24.1.0'),
    ]);
    const { packages } = deriveWorkspaceLock(root, 'functions').lockfile;
    expect(packages['node_modules/@types/a']!.dev).toBe(true);
    expect(packages['node_modules/@types/b']!.dev).toBe(true);
    expect(packages['node_modules/@types/node']!.dev).toBeUndefined();
    expect(packages['node_modules/host']!.peer).toBe(true);
    expect(Object.keys(packages)).not.toContain('node_modules/extra');
  });

  it("gives a peer its host's copy, as npm does, and says so where the root's tree gave it another", () => {
    // In the root's tree, the hoisted limiter shares the root's host@1; from functions' own folder it shares host@2.
    const root = rootLock({ dependencies: { host: '^2.0.0', limiter: '^1.0.0', plugin: '^1.0.0' } }, [
      at('functions/node_modules/host', '2.0.0'),
      at('node_modules/host', '1.0.0'),
      at('node_modules/limiter', '1.0.0', { peerDependencies: { host: '>=1' } }),
      at('node_modules/plugin', '1.0.0', { dependencies: { inner: '^1.0.0' } }),
      at('node_modules/plugin/node_modules/inner', '1.0.0', { peerDependencies: { runtime: '^1.0.0' } }),
      at('node_modules/plugin/node_modules/runtime', '1.0.0'),
    ]);
    const { lockfile, hostedPeers } = deriveWorkspaceLock(root, 'functions');
    expect(versions(lockfile)).toEqual({
      'node_modules/host': '2.0.0',
      'node_modules/limiter': '1.0.0',
      'node_modules/plugin': '1.0.0',
      'node_modules/plugin/node_modules/inner': '1.0.0',
      // inner's peer, beside it where its host (plugin) sees it, not nested under inner.
      'node_modules/plugin/node_modules/runtime': '1.0.0',
    });
    expect(lockfile.packages['node_modules/plugin/node_modules/runtime']!.peer).toBe(true);
    expect(hostedPeers).toEqual([
      "limiter@1.0.0 (node_modules/limiter) shares host@2.0.0 (functions/node_modules/host) as its peer, where the root's tree gives it 1.0.0",
    ]);
  });

  it('refuses a workspace package among the dependencies: npm cannot install it from the upload, esbuild inlines it', () => {
    const root = rootLock({ dependencies: { '@estate/domain': '*' } }, [
      ['node_modules/@estate/domain', { resolved: 'packages/domain', link: true }],
    ]);
    expect(() => deriveWorkspaceLock(root, 'functions')).toThrow(
      "functions/package.json needs @estate/domain, the workspace packages/domain, which npm cannot install from the upload: leave it out of functions/package.json's dependencies, and the build inlines it",
    );
  });

  it('refuses a root lock without a required dependency, or without the workspace', () => {
    const root = rootLock({ dependencies: { a: '^1.0.0' } }, [at('node_modules/a', '1.0.0', { dependencies: { gone: '^1.0.0' } })]);
    expect(() => deriveWorkspaceLock(root, 'functions')).toThrow(
      'a@1.0.0 (node_modules/a) needs gone, which package-lock.json does not hold: run npm install',
    );
    expect(() => deriveWorkspaceLock(root, 'api')).toThrow('package-lock.json holds no workspace api');
  });
});
