/**
 * The replication's time, injectable so tests run on a virtual clock: when a request may start
 * (the pacing, the back-off), when a run must stop, and when a request that hangs is abandoned.
 */
export interface MlsClock {
  now(): number;
  /** Waits `ms`. */
  sleep(ms: number): Promise<void>;
  /** Resolves once `ms` have passed since the call, unless `cancel` is aborted first (then never). */
  timeout(ms: number, cancel: AbortSignal): Promise<void>;
}

export const systemClock: MlsClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  timeout: (ms, cancel) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      cancel.addEventListener('abort', () => clearTimeout(timer), { once: true });
    }),
};
