import { dependencyFlags, type DependencyFlags, type DependencyGraph } from './dependencyFlags';
import { installedEdges, type LockEdge } from './lockEdges';
import { DEPENDENCY_FLAGS, samePackage, type LockEntry, type Lockfile } from './lockfile';
import { lookupLocations, nestedUnder, packageName, peerHost, resolveFrom } from './nodeResolution';

export interface WorkspaceLock {
  lockfile: Lockfile;
  /** Each location of `lockfile.packages` → the location in the root lock its entry was taken from. */
  sources: Record<string, string>;
  /** The peers that resolve to another of the root lock's packages here than in the root's tree, one line each. */
  hostedPeers: string[];
}

/** A tree nested deeper than this keeps nesting a cycle: a fault of the derivation, not a real tree. */
const MAX_NESTING = 32;

/** The fields npm writes first in an entry, in its order; the flags follow them. */
const LEADING_FIELDS = ['name', 'version', 'resolved', 'integrity'] as const;

/** Where npm resolves an edge of the package at `location` from. */
const resolvedFrom = (location: string, edge: LockEdge) => (edge.kind === 'peer' ? peerHost(location) : location);

function withFlags(entry: LockEntry, flags: DependencyFlags): LockEntry {
  const leading = LEADING_FIELDS.filter((field) => entry[field] !== undefined).map((field) => [field, entry[field]]);
  const skipped = new Set<string>([...LEADING_FIELDS, ...DEPENDENCY_FLAGS]);
  const rest = Object.entries(entry).filter(([field]) => !skipped.has(field));
  return { ...Object.fromEntries(leading), ...flags, ...Object.fromEntries(rest) };
}

/**
 * The lockfile that installs the workspace at `workspace` on its own, its folder as the project's
 * root, with exactly the root lock's packages: every package it reaches (its dependencies,
 * optional ones with their os, cpu and libc, required peers, and its devDependencies, marked dev),
 * at the version, `resolved` and `integrity` the root lock holds.
 *
 * A workspaces install hoists most packages to the root's node_modules and keeps in the
 * workspace's own node_modules the versions that conflict with the root's. Re-rooted, the
 * workspace's copies take the top-level places, and a package whose root-level copy one of them
 * shadows is nested under the package that needs it. A peer shares its host's copy, as npm
 * resolves it, which may be another of the root lock's packages than in the root's tree
 * (`hostedPeers`). Every edge is then checked by Node's resolution from its new place. A
 * workspace package cannot be installed from the upload: one among the dependencies is an error
 * (esbuild inlines them into the bundle instead).
 */
export function deriveWorkspaceLock(rootLock: Lockfile, workspace: string): WorkspaceLock {
  const rootPackages = rootLock.packages;
  const project = rootPackages[workspace];
  if (!project || project.link) throw new Error(`package-lock.json holds no workspace ${workspace}`);
  const entryAt = (location: string) => rootPackages[location]!;
  const describe = (location: string) =>
    location === workspace ? `${workspace}/package.json` : `${packageName(location)}@${entryAt(location).version} (${location})`;

  /** Each edge of a root-lock package, with the location it resolves to in the root's tree. */
  const rootEdges = new Map<string, (LockEdge & { target: string })[]>();
  const edgesInRoot = (location: string) => {
    let edges = rootEdges.get(location);
    if (edges) return edges;
    edges = installedEdges(entryAt(location), location === workspace).flatMap((edge) => {
      const target = resolveFrom((candidate) => Object.hasOwn(rootPackages, candidate), resolvedFrom(location, edge), edge.name);
      if (!target) {
        if (edge.kind === 'optional') return [];
        throw new Error(`${describe(location)} needs ${edge.name}, which package-lock.json does not hold: run npm install`);
      }
      if (entryAt(target).link)
        throw new Error(
          `${describe(location)} needs ${edge.name}, the workspace ${entryAt(target).resolved}, which npm cannot install from the upload: ` +
            `leave it out of ${workspace}/package.json's dependencies, and the build inlines it`,
        );
      return [{ ...edge, target }];
    });
    rootEdges.set(location, edges);
    return edges;
  };

  const reachedInRoot = new Set([workspace]);
  for (const location of reachedInRoot) for (const { target } of edgesInRoot(location)) reachedInRoot.add(target);

  const ownPrefix = `${workspace}/`;
  const rerooted = (location: string) => (location.startsWith(ownPrefix) ? location.slice(ownPrefix.length) : location);
  /** The new tree: each location → the root-lock location whose package it holds. */
  const placed = new Map([['', workspace]]);
  for (const location of reachedInRoot) if (location.startsWith(`${ownPrefix}node_modules/`)) placed.set(rerooted(location), location);

  /** A place for `edge`'s package that `from` finds before `found`: its own, else nested under `from`. */
  function place(from: string, edge: LockEdge & { target: string }, found: string | undefined): string {
    const nearer = lookupLocations(from, edge.name);
    nearer.splice(found === undefined ? nearer.length : nearer.indexOf(found));
    const natural = rerooted(edge.target);
    const spot = nearer.includes(natural) ? natural : nestedUnder(from, edge.name);
    if (placed.has(spot) || spot.split('node_modules/').length > MAX_NESTING)
      throw new Error(`${describe(placed.get(from)!)} needs ${describe(edge.target)}, which has no place in ${workspace}'s tree`);
    placed.set(spot, edge.target);
    return spot;
  }

  const graph: DependencyGraph = new Map();
  const hostedPeers: string[] = [];
  const reached = [''];
  const kept = new Set(reached);
  for (const location of reached) {
    const edges = edgesInRoot(placed.get(location)!).map((edge) => {
      const from = resolvedFrom(location, edge);
      const found = resolveFrom((candidate) => placed.has(candidate), from, edge.name);
      let to: string;
      if (found !== undefined && samePackage(entryAt(placed.get(found)!), entryAt(edge.target))) to = found;
      else if (found !== undefined && edge.kind === 'peer') {
        // The host's copy is the one npm gives a peer (and npm ci refuses it if out of the peer's range).
        to = found;
        hostedPeers.push(
          `${describe(placed.get(location)!)} shares ${describe(placed.get(found)!)} as its peer, where the root's tree gives it ${entryAt(edge.target).version}`,
        );
      } else to = place(from, edge, found);
      if (!kept.has(to)) {
        kept.add(to);
        reached.push(to);
      }
      return { name: edge.name, kind: edge.kind, to };
    });
    graph.set(location, edges);
  }

  // A later placement may shadow what an earlier edge found: every edge again, in the final tree.
  for (const [location, edges] of graph)
    for (const edge of edges)
      if (resolveFrom((candidate) => kept.has(candidate), resolvedFrom(location, edge), edge.name) !== edge.to)
        throw new Error(`${describe(placed.get(location)!)} would not find ${describe(placed.get(edge.to)!)} in ${workspace}'s tree`);

  const flags = dependencyFlags(graph);
  const locations = [...kept].filter((location) => location !== '').sort((a, b) => a.localeCompare(b, 'en'));
  const packages: Record<string, LockEntry> = { '': project };
  const sources: Record<string, string> = { '': workspace };
  for (const location of locations) {
    const source = placed.get(location)!;
    packages[location] = withFlags(entryAt(source), flags.get(location)!);
    sources[location] = source;
  }
  return {
    lockfile: { name: project.name, version: project.version, lockfileVersion: 3, requires: true, packages },
    sources,
    hostedPeers,
  };
}
