import { setTimeout as delay } from 'node:timers/promises';
import type { mlsSync } from '../../functions/src/seeding';

type MlsReplication = ReturnType<typeof mlsSync>;
export type MlsRunResults = Awaited<ReturnType<MlsReplication['run']>>;

/** The run length `npm start`'s import asks for: a run stopped by Ctrl-C holds its source this long, and a minute more, at most. */
export const BACKGROUND_RUN_BUDGET_MS = 120_000;
/** Between two imports once caught up: what the 15-minute schedule does, sooner, so a change on the local MLS shows within minutes. */
export const BACKGROUND_INTERVAL_MS = 5 * 60_000;
/** After a run found its source held (by a run that npm start's last stop cut short, or an `npm run mls:sync`). */
export const BACKGROUND_BUSY_RETRY_MS = 30_000;

/** Whether a run left work it would do at once: it stopped at its deadline, or it fetched photos and left some. */
export const leftWork = (results: MlsRunResults) =>
  results.some(
    (result) => 'run' in result && (result.outcome === 'deadline' || (result.run.photosDone > 0 && result.run.photosPending > 0)),
  );

const count = (value: number) => value.toLocaleString('en-US');

/** One short line for one source's run: the listings the replica holds so far and the photos still owed. */
export function progressLine(result: MlsRunResults[number], name: string, listings: number): string {
  if (!('run' in result)) return `[mls] ${name}: not run (${result.outcome === 'paused' ? 'paused' : 'another run holds it'})`;
  const { run } = result;
  const seconds = Math.round((Date.parse(run.endedAt) - Date.parse(run.startedAt)) / 1000);
  const changes = `${count(run.upserts)} new or changed, ${count(run.removed.notViewable + run.removed.gone)} removed`;
  const failed = run.outcome === 'failed' ? `; failed: ${run.errors.at(-1) ?? 'no reason recorded'}` : '';
  return `[mls] ${name}: ${count(listings)} listings, photos pending for ${count(run.photosPending)} (this run: ${changes}, ${count(run.photosDone)} photos, ${seconds} s)${failed}`;
}

export interface BackgroundImportOptions {
  replication: Pick<MlsReplication, 'run'>;
  /** Each source's name by its id, for the lines. */
  names: Record<string, string>;
  /** How many listings the replica holds of a source. */
  listingsOf(sourceId: string): Promise<number>;
  log(line: string): void;
  /** Waits `ms`, or less once `signal` is aborted (a test's clock replaces it). */
  wait?(ms: number, signal: AbortSignal): Promise<void>;
}

const abortableDelay = (ms: number, signal: AbortSignal) => delay(ms, undefined, { signal }).catch(() => undefined);

/**
 * `npm start`'s MLS import, in the background of its process: the replication's run again at once
 * while a run stops at its deadline or leaves photos it could fetch, then every few minutes, one
 * line a run. A failed attempt is told and tried again at the next interval. `stop()` ends the
 * loop without waiting for a run under way (the stack's stop ends it; the next start continues
 * from what it stored).
 */
export function backgroundMlsImport({ replication, names, listingsOf, log, wait = abortableDelay }: BackgroundImportOptions) {
  const stopping = new AbortController();
  const nextWait = (results: MlsRunResults) =>
    leftWork(results) ? 0 : results.some((result) => result.outcome === 'busy') ? BACKGROUND_BUSY_RETRY_MS : BACKGROUND_INTERVAL_MS;

  async function loop(): Promise<void> {
    while (!stopping.signal.aborted) {
      let pause = BACKGROUND_INTERVAL_MS;
      try {
        const results = await replication.run();
        if (stopping.signal.aborted) return;
        for (const result of results)
          log(progressLine(result, names[result.sourceId] ?? result.sourceId, await listingsOf(result.sourceId)));
        pause = nextWait(results);
      } catch (error) {
        if (stopping.signal.aborted) return;
        log(
          `[mls] The import failed (${error instanceof Error ? error.message : String(error)}): tried again in ${BACKGROUND_INTERVAL_MS / 60_000} minutes`,
        );
      }
      if (pause > 0) await wait(pause, stopping.signal);
    }
  }

  const done = loop();
  return {
    /** Settles when the loop has ended (after `stop`). */
    done,
    stop: () => stopping.abort(),
  };
}
