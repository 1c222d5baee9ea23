import type { MlsClock } from '../../../src/mls';

/**
 * A clock that moves only when the code under test waits: a sleep advances it at once, and a
 * request's timeout fires only when the test says (`expireTimeouts`), so no test depends on how
 * fast the machine is.
 */
export function virtualClock(start = Date.parse('2026-11-28T12:00:00.000Z')) {
  let now = start;
  const timeouts = new Set<() => void>();
  const sleeps: number[] = [];
  const clock: MlsClock = {
    now: () => now,
    async sleep(ms) {
      sleeps.push(ms);
      now += ms;
    },
    timeout: (_ms, cancel) =>
      new Promise<void>((resolve) => {
        timeouts.add(resolve);
        cancel.addEventListener('abort', () => timeouts.delete(resolve), { once: true });
      }),
  };
  return {
    clock,
    /** Every wait asked for, in order (the pacing's and the back-off's). */
    sleeps,
    /** Moves the clock on, as the time between two runs. */
    advance: (ms: number) => void (now += ms),
    /** Fires every request timeout under way: the requests waiting on them are abandoned. */
    expireTimeouts() {
      for (const fire of timeouts) fire();
      timeouts.clear();
    },
  };
}
