import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** The inodes of the sockets listening on `port`, from the kernel's tables of this network namespace. */
function listeningSockets(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const rows = readFileSync(table, 'utf8').trim().split('\n').slice(1);
    for (const row of rows) {
      // sl local_address rem_address st ... inode; the address ends in the port in hex, 0A is LISTEN.
      const fields = row.trim().split(/\s+/);
      const [, local, , state] = fields;
      if (state === '0A' && parseInt(local!.split(':').at(-1)!, 16) === port) inodes.add(fields[9]!);
    }
  }
  return inodes;
}

/** The process that listens on `port` (a server the test runner started, such as an emulator): the one holding its socket. */
export function listeningProcess(port: number): number {
  const inodes = listeningSockets(port);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // Gone, or not ours to look into.
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${entry}/fd/${fd}`);
      } catch {
        continue; // Closed meanwhile.
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) return Number(entry);
    }
  }
  throw new Error(`No process of this machine listens on port ${port}`);
}

/**
 * Stops a process (SIGSTOP) until `resume()`: its sockets stay open, and whatever reaches it
 * waits, as with a server that hangs. A watchdog resumes it should this process end first
 * (jest's sandbox has no `exit` event of the real process), so a failed run never leaves the
 * stack frozen for the steps after it.
 */
export function pauseProcess(pid: number): { resume(): void } {
  if (pid === process.pid) throw new Error('A test cannot stop its own process');
  const watchdog = spawn(
    'sh',
    ['-c', 'while kill -0 "$1" 2>/dev/null; do sleep 1; done; kill -CONT "$2"', 'watchdog', String(process.pid), String(pid)],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  watchdog.unref();
  process.kill(pid, 'SIGSTOP');
  let stopped = true;
  return {
    resume() {
      if (!stopped) return;
      stopped = false;
      process.kill(pid, 'SIGCONT');
      watchdog.kill();
    },
  };
}
