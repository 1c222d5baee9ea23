/**
 * The server's clock: the source of every ModificationTimestamp it writes, of token and signed
 * URL expiry, and of when a record no longer viewable leaves the feed. It runs with the machine's
 * time shifted by an offset, or stands still where a test freezes it, and a test or a developer
 * sets it or moves it forward.
 */
export interface Clock {
  now(): Date;
  set(at: Date): void;
  advance(ms: number): void;
  /** Stops the clock where it is (it moves only when set or advanced), or lets it run again. */
  freeze(frozen: boolean): void;
  readonly frozen: boolean;
}

export function controllableClock(start: Date | undefined, frozen: boolean): Clock {
  let offsetMs = start === undefined ? 0 : start.getTime() - Date.now();
  let stoppedAt: number | undefined = frozen ? Date.now() + offsetMs : undefined;
  const nowMs = () => stoppedAt ?? Date.now() + offsetMs;
  const setMs = (ms: number) => {
    if (stoppedAt === undefined) offsetMs = ms - Date.now();
    else stoppedAt = ms;
  };
  return {
    now: () => new Date(nowMs()),
    set: (at) => setMs(at.getTime()),
    advance: (ms) => setMs(nowMs() + ms),
    freeze: (stop) => {
      const current = nowMs();
      stoppedAt = stop ? current : undefined;
      setMs(current);
    },
    get frozen() {
      return stoppedAt !== undefined;
    },
  };
}
