import type { EdgeKind } from './lockEdges';

/** A tree's packages ('' is the project) and, for each, where each of its edges (by package name) leads. */
export type DependencyGraph = Map<string, { name: string; kind: EdgeKind; to: string }[]>;

export interface DependencyFlags {
  dev?: true;
  optional?: true;
  devOptional?: true;
  peer?: true;
}

function reachable(graph: DependencyGraph, follows: (kind: EdgeKind) => boolean): Set<string> {
  const seen = new Set(['']);
  const queue = [''];
  for (const location of queue) {
    for (const edge of graph.get(location) ?? []) {
      if (!follows(edge.kind) || seen.has(edge.to)) continue;
      seen.add(edge.to);
      queue.push(edge.to);
    }
  }
  return seen;
}

/**
 * The flags npm writes in a lockfile, as @npmcli/arborist's calc-dep-flags sets them: `dev` for a
 * package only devDependencies need, `optional` for one only optional dependencies need (npm
 * skips it where its os, cpu or libc does not match, and `--omit=dev` drops the dev ones),
 * `devOptional` for one needed by both kinds only, `peer` for one only peers need.
 */
export function dependencyFlags(graph: DependencyGraph): Map<string, DependencyFlags> {
  const notDev = reachable(graph, (kind) => kind !== 'dev');
  const notOptional = reachable(graph, (kind) => kind !== 'optional');
  const notDevOptional = reachable(graph, (kind) => kind !== 'dev' && kind !== 'optional');
  const notPeer = reachable(graph, (kind) => kind !== 'peer');
  const flags = new Map<string, DependencyFlags>();
  for (const location of graph.keys()) {
    if (location === '') continue;
    const dev = !notDev.has(location);
    const optional = !notOptional.has(location);
    flags.set(location, {
      ...(dev && { dev: true }),
      ...(optional && { optional: true }),
      ...(!dev && !optional && !notDevOptional.has(location) && { devOptional: true }),
      ...(!notPeer.has(location) && { peer: true }),
    });
  }
  return flags;
}
