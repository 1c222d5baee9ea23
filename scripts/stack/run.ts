import { spawn, type StdioOptions } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { ROOT } from './paths';
import { trackGroup } from './processes';

/**
 * Runs one step in the foreground, output in the terminal (or in the file `log`, for a step that
 * runs beside another); rejects naming the step on failure. The step gets a process group of its
 * own, so Ctrl-C or SIGTERM can stop it with everything it started (jest workers, browsers)
 * through `stopAllGroups`.
 */
export function run(step: string, command: string, args: string[], env: Record<string, string> = {}, log?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const output = log === undefined ? 'inherit' : openSync(log, 'w');
    const stdio: StdioOptions = output === 'inherit' ? 'inherit' : ['ignore', output, output];
    const child = spawn(command, args, { cwd: ROOT, stdio, env: { ...process.env, ...env }, detached: true });
    if (typeof output === 'number') closeSync(output);
    trackGroup(child);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new StepFailed(step, code, signal));
    });
  });
}

export class StepFailed extends Error {
  constructor(
    readonly step: string,
    readonly code: number | null,
    readonly signal: NodeJS.Signals | null,
  ) {
    super(`${step} failed (${signal ?? `exit code ${code}`})`);
  }
}
