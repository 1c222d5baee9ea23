import type { MlsRun } from '@estate/domain';
import {
  BACKGROUND_BUSY_RETRY_MS,
  BACKGROUND_INTERVAL_MS,
  backgroundMlsImport,
  leftWork,
  type MlsRunResults,
  progressLine,
} from './mlsImport';

const run = (changes: Partial<MlsRun> = {}): MlsRun => ({
  sourceId: 'local',
  startedAt: '2026-11-29T12:00:00.000Z',
  endedAt: '2026-11-29T12:00:41.400Z',
  outcome: 'complete',
  phase: 'incremental',
  pages: 1,
  requests: 40,
  upserts: 0,
  unchanged: 0,
  removed: { notViewable: 0, gone: 0 },
  reconciled: false,
  photosQueued: 0,
  photosDone: 0,
  photosPending: 0,
  errors: [],
  lagSeconds: 60,
  ...changes,
});
const ran = (changes: Partial<MlsRun> = {}): MlsRunResults[number] => {
  const done = run(changes);
  return { sourceId: done.sourceId, outcome: done.outcome, run: done };
};

describe('leftWork', () => {
  it('is a run stopped at its deadline, or one that fetched photos and left some', () => {
    expect(leftWork([ran({ outcome: 'deadline' })])).toBe(true);
    expect(leftWork([ran({ photosDone: 30, photosPending: 4_990 })])).toBe(true);
    expect(leftWork([ran({ photosDone: 30, photosPending: 0 })])).toBe(false);
    // Photos that all failed wait for their retry time, not for the next run.
    expect(leftWork([ran({ photosDone: 0, photosPending: 12 })])).toBe(false);
    expect(leftWork([{ sourceId: 'local', outcome: 'busy' }])).toBe(false);
  });
});

describe('progressLine', () => {
  it('says how many listings the replica holds and how many still wait for photos, and what the run did', () => {
    expect(
      progressLine(ran({ upserts: 5_000, removed: { notViewable: 3, gone: 1 }, photosDone: 42, photosPending: 4_990 }), 'Local MLS', 4_996),
    ).toBe('[mls] Local MLS: 4,996 listings, photos pending for 4,990 (this run: 5,000 new or changed, 4 removed, 42 photos, 41 s)');
    expect(progressLine(ran({ outcome: 'failed', errors: ['token: HTTP 401 invalid_client'] }), 'Local MLS', 0)).toBe(
      '[mls] Local MLS: 0 listings, photos pending for 0 (this run: 0 new or changed, 0 removed, 0 photos, 41 s); failed: token: HTTP 401 invalid_client',
    );
    expect(progressLine({ sourceId: 'local', outcome: 'busy' }, 'Local MLS', 12)).toBe('[mls] Local MLS: not run (another run holds it)');
    expect(progressLine({ sourceId: 'local', outcome: 'paused' }, 'Local MLS', 12)).toBe('[mls] Local MLS: not run (paused)');
  });
});

describe('backgroundMlsImport', () => {
  /** An import over runs given in turn, on a clock that only records the waits; it stops after the last. */
  function importOver(...turns: (MlsRunResults | Error)[]) {
    const lines: string[] = [];
    const waits: number[] = [];
    let runs = 0;
    const importer = backgroundMlsImport({
      replication: {
        run: async () => {
          const turn = turns[runs++]!;
          if (runs === turns.length) importer.stop();
          if (turn instanceof Error) throw turn;
          return turn;
        },
      },
      names: { local: 'Local MLS' },
      listingsOf: async () => 300,
      log: (line) => lines.push(line),
      wait: async (ms) => void waits.push(ms),
    });
    return { importer, lines, waits, runs: () => runs };
  }

  it('runs again at once while a run leaves work, then waits the interval; a held source is tried again sooner', async () => {
    const last = [ran()];
    const { importer, lines, waits, runs } = importOver(
      [ran({ outcome: 'deadline', upserts: 300 })],
      [ran({ photosDone: 45, photosPending: 290 })],
      [ran()],
      [{ sourceId: 'local', outcome: 'busy' }],
      [ran({ upserts: 2 })],
      last,
    );
    await importer.done;
    expect(runs()).toBe(6);
    expect(waits).toEqual([BACKGROUND_INTERVAL_MS, BACKGROUND_BUSY_RETRY_MS, BACKGROUND_INTERVAL_MS]);
    // A line a run, but none for the run under way when the import stopped.
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe('[mls] Local MLS: 300 listings, photos pending for 0 (this run: 300 new or changed, 0 removed, 0 photos, 41 s)');
    expect(lines[3]).toBe('[mls] Local MLS: not run (another run holds it)');
  });

  it('says when an attempt fails and tries again after the interval', async () => {
    const { importer, lines, waits } = importOver(new Error('Firestore is unavailable'), [ran()], [ran()]);
    await importer.done;
    expect(lines[0]).toBe('[mls] The import failed (Firestore is unavailable): tried again in 5 minutes');
    expect(waits).toEqual([BACKGROUND_INTERVAL_MS, BACKGROUND_INTERVAL_MS]);
  });
});
