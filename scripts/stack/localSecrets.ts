import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths';

/** The functions' local secrets (functions/.secret.local), as the emulator hands them over: the mail server, the links' signing secret. */
export function localSecrets(): Record<string, string> {
  return Object.fromEntries(
    readFileSync(join(ROOT, 'functions', '.secret.local'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1).trim()]),
  );
}
