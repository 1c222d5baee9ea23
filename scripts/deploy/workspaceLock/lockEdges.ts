import type { LockEntry } from './lockfile';

/** How a package needs another: the kinds npm tells apart when it marks a package dev or optional. */
export type EdgeKind = 'prod' | 'optional' | 'peer' | 'dev';

export interface LockEdge {
  name: string;
  kind: EdgeKind;
}

/**
 * What npm installs for a package: its dependencies, optional dependencies and required peers,
 * and for the project itself its devDependencies too (npm ci refuses a lockfile that lacks them,
 * even with `--omit=dev`). An optional peer is installed only when something else needs it.
 */
export function installedEdges(entry: LockEntry, isProject: boolean): LockEdge[] {
  const edges = new Map<string, EdgeKind>();
  const add = (names: Record<string, string> | undefined, kind: EdgeKind) => {
    for (const name of Object.keys(names ?? {})) edges.set(name, kind);
  };
  if (isProject) add(entry.devDependencies, 'dev');
  const optionalPeers = new Set(
    Object.entries(entry.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta.optional)
      .map(([name]) => name),
  );
  add(Object.fromEntries(Object.entries(entry.peerDependencies ?? {}).filter(([name]) => !optionalPeers.has(name))), 'peer');
  add(entry.dependencies, 'prod');
  add(entry.optionalDependencies, 'optional');
  return [...edges].map(([name, kind]) => ({ name, kind }));
}
