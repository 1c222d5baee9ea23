/** One entry of an npm lockfile's `packages` (lockfileVersion 3), as npm writes it. */
export interface LockEntry {
  name?: string;
  version?: string;
  resolved?: string;
  integrity?: string;
  /** A workspace (or `file:` folder), linked rather than installed from the registry. */
  link?: boolean;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [field: string]: unknown;
}

/** An npm lockfile: `packages` maps each folder ('' is the project, `node_modules/x` a package) to its entry. */
export interface Lockfile {
  name?: string;
  version?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

/** The flags npm derives from how a package is reached, never from the package itself. */
export const DEPENDENCY_FLAGS = ['dev', 'optional', 'devOptional', 'peer', 'extraneous'] as const;

/** Two entries are the same package when npm would install the same bytes for both. */
export const samePackage = (a: LockEntry, b: LockEntry) =>
  a.name === b.name && a.version === b.version && a.resolved === b.resolved && a.integrity === b.integrity;
