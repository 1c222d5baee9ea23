import { performance } from 'node:perf_hooks';
import { DEADLINES_MS, withDeadline } from '../platform';
import { DEPENDENCIES, type Dependency, type DependencyHealth, type HealthChecks, type HealthReport } from './healthReport';

interface HealthOptions {
  deadlineMs?: number;
  /**
   * How long a report of every dependency ok is reused: the endpoint is public, and a check opens
   * connections (mail). A failing report is reused only while it is being made, so recovery shows at once.
   */
  reuseMs?: number;
  now?: () => number;
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
  { deadlineMs = DEADLINES_MS.healthCheck, reuseMs = 10_000, now = Date.now }: HealthOptions = {},
) {
  let last: { at: number; report: Promise<HealthReport>; failed?: boolean } | undefined;

  async function check(): Promise<HealthReport> {
    const results = await Promise.all(DEPENDENCIES.map(async (name) => [name, await timed(checks[name], deadlineMs)] as const));
    const dependencies = Object.fromEntries(results) as Record<Dependency, DependencyHealth>;
    return {
      status: results.every(([, health]) => health.status === 'ok') ? 'ok' : 'failing',
      checkedAt: new Date(now()).toISOString(),
      dependencies,
    };
  }

  return {
    report(): Promise<HealthReport> {
      if (!last || last.failed || now() - last.at >= reuseMs) {
        const made: NonNullable<typeof last> = { at: now(), report: check() };
        void made.report.then((report) => (made.failed = report.status === 'failing'));
        last = made;
      }
      return last.report;
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
