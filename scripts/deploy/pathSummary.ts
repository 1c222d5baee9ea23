/**
 * A folder's files on one line: files up to two levels deep by name, deeper ones counted under
 * their two-level folder ("lib/site/ (343 files)").
 */
export function summarizePaths(paths: string[]): string {
  const entries = new Map<string, number>();
  for (const path of [...paths].sort()) {
    const parts = path.split('/');
    const key = parts.length > 2 ? `${parts.slice(0, 2).join('/')}/` : path;
    entries.set(key, (entries.get(key) ?? 0) + 1);
  }
  return [...entries].map(([key, count]) => (key.endsWith('/') ? `${key} (${count} files)` : key)).join(', ');
}
