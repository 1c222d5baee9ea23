/** What GET /api/health checks (docs/product/api.md#outages): each service a request may wait on. */
export const DEPENDENCIES = ['firestore', 'auth', 'storage', 'mail'] as const;
export type Dependency = (typeof DEPENDENCIES)[number];

export interface DependencyHealth {
  status: 'ok' | 'failing';
  /** How long it took to answer, or the check's deadline when it did not. */
  latencyMs: number;
}

export interface HealthReport {
  status: 'ok' | 'failing';
  checkedAt: string;
  dependencies: Record<Dependency, DependencyHealth>;
}

/** Each dependency's check: it resolves when the service answered as a working one does. */
export type HealthChecks = Record<Dependency, () => Promise<unknown>>;
