import { existsSync, readFileSync, writeFileSync } from 'node:fs';

// Dotenv files as the Functions emulator reads them (functions/.secret.local, functions/.env.local):
// `NAME=value` lines, a value in single quotes taken as it is.

const LINE = /^([A-Z_][A-Z0-9_]*)=(.*)$/;

/** A file's values by name; none when it does not exist. */
export function envFileValues(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  return Object.fromEntries(
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line) => {
        const match = LINE.exec(line.trim());
        if (!match) return [];
        const value = match[2]!.trim();
        return [[match[1]!, /^'.*'$/.test(value) ? value.slice(1, -1) : value]];
      }),
  );
}

/** Sets one value in the file (made if missing), keeping its other lines; single quotes keep a JSON value whole. */
export function setEnvFileValue(path: string, name: string, value: string): void {
  if (value.includes("'") || value.includes('\n')) throw new Error(`${name}'s value cannot hold a single quote or a line break here`);
  const kept = existsSync(path)
    ? readFileSync(path, 'utf8')
        .split('\n')
        .filter((line) => line !== '' && LINE.exec(line.trim())?.[1] !== name)
    : [];
  writeFileSync(path, [...kept, `${name}='${value}'`, ''].join('\n'));
}
