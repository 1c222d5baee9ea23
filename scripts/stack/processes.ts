import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOG_DIR } from './paths';

/** A long-running child in its own process group, so stopping it stops everything it spawned. */
export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

/** Every child this process started in a group of its own: emulators and foreground steps alike. */
const groups = new Set<ChildProcess>();

// Last line of defence: whatever way this process ends, nothing it started outlives it.
process.on('exit', () => {
  for (const child of groups) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Tracks a child spawned with `detached: true` (its own process group) until it exits. */
export function trackGroup(child: ChildProcess): void {
  groups.add(child);
  child.once('exit', () => groups.delete(child));
}

/**
 * Stops every tracked group at once (on Ctrl-C or SIGTERM): SIGTERM, then SIGKILL for whatever
 * is still there after `graceMs`, descendants that outlived their leader included.
 */
export async function stopAllGroups(graceMs = 5_000): Promise<void> {
  const children = [...groups];
  for (const child of children) killGroup(child, 'SIGTERM');
  const exits = children.map((child) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once('exit', () => resolve())),
  );
  await Promise.race([Promise.all(exits), delay(graceMs)]);
  for (const child of children) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group is already gone.
    }
  }
}

export interface SpawnOptions {
  env?: Record<string, string>;
  cwd?: string;
  /** Echo the output to the terminal as well as to .local/logs/<name>.log. */
  echo?: boolean;
}

export function spawnManaged(name: string, command: string, args: string[], options: SpawnOptions = {}): ManagedProcess {
  mkdirSync(LOG_DIR, { recursive: true });
  const log = createWriteStream(join(LOG_DIR, `${name}.log`));
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      log.write(chunk);
      if (options.echo) process.stdout.write(prefixLines(name, chunk.toString()));
    });
  }
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      log.end();
      resolve(code);
    });
    child.on('error', (error) => {
      log.write(`spawn failed: ${error.message}\n`);
      resolve(null);
    });
  });
  const managed: ManagedProcess = {
    name,
    child,
    exited,
    async stop(signal = 'SIGTERM', graceMs = 15_000) {
      killGroup(child, signal);
      const timedOut = await Promise.race([exited.then(() => false), delay(graceMs).then(() => true)]);
      if (timedOut) {
        killGroup(child, 'SIGKILL');
        await exited;
      }
      // Children that outlived the leader still belong to the group.
      killGroup(child, 'SIGKILL');
    },
  };
  trackGroup(child);
  return managed;
}

function prefixLines(name: string, text: string): string {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `[${name}] ${line}\n`)
    .join('');
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until `probe` answers true, or fails naming what did not come up and where its log is. */
export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs: number, process?: ManagedProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process && process.child.exitCode !== null) {
      throw new Error(`${what} exited early (code ${process.child.exitCode}); see .local/logs/${process.name}.log`);
    }
    if (await probe().catch(() => false)) return;
    await delay(250);
  }
  throw new Error(`${what} did not become ready within ${timeoutMs / 1000}s${process ? `; see .local/logs/${process.name}.log` : ''}`);
}

export async function httpOk(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return response.ok;
}

/** True when something already listens on host:port (another `npm start`, say). */
export async function portInUse(host: string, port: number): Promise<boolean> {
  const { createConnection } = await import('node:net');
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
