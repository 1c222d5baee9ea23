/** What the browser's Event Timing API reports of one event (PerformanceEventTiming), as the benchmarks read it. */
export interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  /** 0 for an event that is no interaction of its own (a mousemove, an input fired by a keydown). */
  interactionId: number;
}

/** An interaction's latency as INP counts it: its slowest event, from the input to the next paint. */
export interface Interaction {
  interactionId: number;
  /** The slowest of its events, in ms. */
  duration: number;
  /** That event's type: keydown, pointerup, click... */
  name: string;
}

/**
 * The slowest interaction among `entries` that started at or after `since` (ms on the page's
 * clock): each interaction counts as its slowest event; events of no interaction are left out.
 * Undefined when there was none.
 */
export function worstInteraction(entries: readonly EventEntry[], since = 0): Interaction | undefined {
  let worst: Interaction | undefined;
  for (const entry of entries) {
    if (entry.interactionId <= 0 || entry.startTime < since) continue;
    if (!worst || entry.duration > worst.duration)
      worst = { interactionId: entry.interactionId, duration: entry.duration, name: entry.name };
  }
  return worst;
}

/**
 * The statement a page runs before its own code (Playwright's addInitScript): from the first moment
 * it keeps every event of 16 ms or more in `window.__eventEntries`. The browser's own buffer, which
 * an observer created later could read, keeps only events of 104 ms or more.
 */
export const RECORD_EVENT_ENTRIES = `
  window.__eventEntries = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__eventEntries.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;
