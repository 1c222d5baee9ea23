/**
 * A Cloud Monitoring or Logging resource in its REST API's JSON shape (AlertPolicy,
 * UptimeCheckConfig, NotificationChannel, LogMetric): `name` is given by Google, except a log-based
 * metric's, which is its id.
 */
export interface Resource {
  name?: string;
  displayName?: string;
  [field: string]: unknown;
}

/** One kind of resource in one project. */
export interface Collection {
  list(): Promise<Resource[]>;
  create(resource: Resource): Promise<Resource>;
  /** Replaces the resource `resource.name` names with `resource`. */
  update(resource: Resource): Promise<Resource>;
  remove(name: string): Promise<void>;
}

/** What `npm run monitoring:apply` changes: Google's clients in use (googleMonitoringApi.ts), a fake in tests. */
export interface MonitoringApi {
  channels: Collection;
  logMetrics: Collection;
  uptimeChecks: Collection;
  policies: Collection;
}
