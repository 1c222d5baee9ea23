import type { MlsClock } from './mlsClock';

/**
 * A source's pace: at most `requestsPerSecond` requests started a second, and one under way at a
 * time (each waits for the one before it to end), whoever asks (MLS Grid suspends a token that
 * goes faster). Start times come from the clock, so a test reads them on a virtual one.
 */
export function requestPacer(requestsPerSecond: number, clock: MlsClock) {
  const spacingMs = 1000 / requestsPerSecond;
  let nextStart = -Infinity;
  let previous: Promise<unknown> = Promise.resolve();

  return {
    /** Runs `request` in its turn: after the request before it ended and at least the spacing after it started. */
    run<T>(request: () => Promise<T>): Promise<T> {
      const turn = previous.then(async () => {
        const wait = nextStart - clock.now();
        if (wait > 0) await clock.sleep(wait);
        nextStart = clock.now() + spacingMs;
        return request();
      });
      previous = turn.catch(() => undefined);
      return turn;
    },
  };
}

export type RequestPacer = ReturnType<typeof requestPacer>;
