import { readFileSync } from 'node:fs';
import { delay } from '../stack/processes';

/** Idle and total CPU time so far, summed over the cores (Linux's /proc/stat); undefined elsewhere. */
function cpuTimes(): { idle: number; total: number } | undefined {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
    const jiffies = fields.map(Number);
    // user nice system idle iowait …: idle and iowait are the time nothing ran.
    return { idle: jiffies[3]! + (jiffies[4] ?? 0), total: jiffies.reduce((sum, value) => sum + value, 0) };
  } catch {
    return undefined;
  }
}

/**
 * Waits until the CPUs are mostly idle over a whole sample. The seed's writes start Firestore
 * triggers (each listing's history, each lead's emails) that may still run when it returns, and a
 * Lighthouse run beside them measures them as much as the page. Gives up after `timeoutMs`, and
 * says so: the benchmark is a report, not a gate.
 */
export async function waitForIdleMachine({ idleShare = 0.85, sampleMs = 3_000, timeoutMs = 180_000 } = {}): Promise<void> {
  const started = Date.now();
  let before = cpuTimes();
  if (!before) {
    console.log('[perf] No /proc/stat here: the benchmark starts without waiting for the machine to settle.');
    return;
  }
  let share = 0;
  while (Date.now() - started < timeoutMs) {
    await delay(sampleMs);
    const after = cpuTimes()!;
    share = (after.idle - before.idle) / Math.max(1, after.total - before.total);
    before = after;
    if (share >= idleShare) {
      console.log(`[perf] The machine settled (${Math.round(share * 100)}% idle) after ${Math.round((Date.now() - started) / 1000)} s.`);
      return;
    }
  }
  console.log(
    `[perf] The machine was still busy after ${timeoutMs / 1000} s (${Math.round(share * 100)}% idle over the last ${sampleMs / 1000} s): ` +
      'the figures below include that work.',
  );
}
