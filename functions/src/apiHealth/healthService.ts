import { performance } from 'node:perf_hooks';
import { DEADLINES_MS, type ErrorLogger, withDeadline } from '../platform';
import type { HealthHistoryRepository } from './healthHistoryRepository';
import { DEPENDENCIES, type Dependency, type DependencyHealth, type HealthChecks, type HealthReport } from './healthReport';

interface HealthOptions {
  deadlineMs?: number;
  /**
   * How long a report is reused once made, ok or failing: the endpoint is public, and a check opens
   * connections (an SMTP login among them), so however many callers ask, during an outage above
   * all, the checks run at most once in this time; a recovery shows within it.
   */
  reuseMs?: number;
  now?: () => number;
  /** Where each check is counted (docs/product/dashboard.md#site-health), and where a count that failed is logged. */
  history?: { repository: Pick<HealthHistoryRepository, 'record'>; logger: ErrorLogger };
}

async function timed(check: () => Promise<unknown>, deadlineMs: number): Promise<DependencyHealth> {
  const started = performance.now();
  // A check that throws before it returns a promise fails as one that rejects, not the whole report.
  const answered = new Promise<unknown>((resolve) => resolve(check()));
  const status = await withDeadline(answered, deadlineMs).then(
    () => 'ok' as const,
    () => 'failing' as const,
  );
  return { status, latencyMs: Math.round(performance.now() - started) };
}

/**
 * Checks every dependency at once, each within its deadline, so a report comes in about that time
 * however many hang. Reports no error text: what failed and how slowly, never an address or a key.
 */
export function healthService(
  checks: HealthChecks,
  { deadlineMs = DEADLINES_MS.healthCheck, reuseMs = 5_000, now = Date.now, history }: HealthOptions = {},
) {
  /** The last report, shared by every caller while it is made, and when it was done. */
  let last: { report: Promise<HealthReport>; doneAt?: number } | undefined;

  async function check(): Promise<HealthReport> {
    const results = await Promise.all(DEPENDENCIES.map(async (name) => [name, await timed(checks[name], deadlineMs)] as const));
    const dependencies = Object.fromEntries(results) as Record<Dependency, DependencyHealth>;
    const report: HealthReport = {
      status: results.every(([, health]) => health.status === 'ok') ? 'ok' : 'failing',
      checkedAt: new Date(now()).toISOString(),
      dependencies,
    };
    // Not awaited: the answer never waits on its history, nor fails with it (the database may be what is down).
    history?.repository.record(report).catch((error: unknown) => {
      history.logger.error('A health check was not counted in its history', { error: String(error) });
    });
    return report;
  }

  return {
    report(): Promise<HealthReport> {
      // Never a second check while one runs, nor one within reuseMs of the last (a check never rejects).
      if (!last || (last.doneAt !== undefined && now() - last.doneAt >= reuseMs)) {
        const made: NonNullable<typeof last> = { report: check() };
        void made.report.then(() => (made.doneAt = now()));
        last = made;
      }
      return last.report;
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
