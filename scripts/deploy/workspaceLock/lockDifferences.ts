import { isDeepStrictEqual } from 'node:util';
import type { LockEntry, Lockfile } from './lockfile';

/** How many differences a problem line names before it counts the rest. */
const NAMED = 5;

const described = (location: string, entry: LockEntry) => `${location || 'the project'} ${entry.version ?? ''}`.trimEnd();

/** Names the first few of `lines`, then counts the others. */
export const listed = (lines: string[]) =>
  lines.length > NAMED ? `${lines.slice(0, NAMED).join('; ')}; and ${lines.length - NAMED} more` : lines.join('; ');

/** What `actual` (a lockfile as read from disk) holds otherwise than `expected`, one line per package. */
export function lockDifferences(expected: Lockfile, actual: unknown): string[] {
  const packages = (actual as Partial<Lockfile> | null)?.packages;
  if (typeof packages !== 'object' || packages === null) return ['it is not an npm lockfile'];
  const header = (['name', 'version', 'lockfileVersion', 'requires'] as const).filter(
    (field) => (actual as Lockfile)[field] !== expected[field],
  );
  const lines = header.map((field) => `its ${field} is ${String((actual as Lockfile)[field])}, not ${String(expected[field])}`);
  for (const [location, entry] of Object.entries(expected.packages)) {
    const found = packages[location];
    if (!found) lines.push(`${described(location, entry)} is missing`);
    else if (found.version !== entry.version) lines.push(`${location} is ${found.version}, not ${entry.version}`);
    else if (!isDeepStrictEqual(found, entry)) {
      const fields = [...new Set([...Object.keys(found), ...Object.keys(entry)])].filter(
        (field) => !isDeepStrictEqual(found[field], entry[field]),
      );
      lines.push(`${described(location, entry)} differs in ${fields.join(', ')}`);
    }
  }
  for (const [location, entry] of Object.entries(packages))
    if (!Object.hasOwn(expected.packages, location)) lines.push(`${described(location, entry)} is extra`);
  return lines;
}
