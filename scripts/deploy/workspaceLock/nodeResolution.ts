/**
 * Where Node looks for package `name` required from the folder `from` of a tree ('' is the
 * tree's root), nearest first: `node_modules/<name>` in that folder and in each folder above it,
 * except those that are themselves a node_modules folder (Node's `Module._nodeModulePaths`).
 */
export function lookupLocations(from: string, name: string): string[] {
  const parts = from === '' ? [] : from.split('/');
  const locations: string[] = [];
  for (let end = parts.length; end >= 0; end--) {
    if (end > 0 && parts[end - 1] === 'node_modules') continue;
    locations.push([...parts.slice(0, end), 'node_modules', name].join('/'));
  }
  return locations;
}

/** The name of the package at `location`: what follows its last node_modules/. */
export const packageName = (location: string) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The location `name` resolves to from `from` in a tree holding the locations `has` accepts. */
export const resolveFrom = (has: (location: string) => boolean, from: string, name: string) => lookupLocations(from, name).find(has);

/** Where a package `name` nested directly under the package at `location` goes. */
export const nestedUnder = (location: string, name: string) => (location === '' ? '' : `${location}/`) + `node_modules/${name}`;

/**
 * The folder whose node_modules holds the package at `location` ('' for the project's top level;
 * a project's own folder for itself). npm resolves a package's peers from there, so that the
 * package shares its host's copy (@npmcli/arborist's Edge resolves a peer from `resolveParent`).
 */
export function peerHost(location: string): string {
  const at = location.lastIndexOf('node_modules/');
  if (at === -1) return location;
  return at === 0 ? '' : location.slice(0, at - 1);
}
