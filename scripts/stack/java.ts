import { spawnSync } from 'node:child_process';

/** Major version of the `java` on PATH, or 0 when there is none. */
export function javaMajorVersion(): number {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return 0;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr);
  if (!match) return 0;
  const major = Number(match[1]);
  // Java 8 and older report themselves as 1.x.
  return major === 1 ? Number(match[2]) : major;
}
