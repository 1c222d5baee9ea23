import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BACKGROUND_QUEUES, LOG_EVENTS } from '@estate/domain';
import { protos as loggingProtos } from '@google-cloud/logging';
import { protos } from '@google-cloud/monitoring';
import type { Resource } from './monitoringApi';
import { alertPolicies, readMonitoringFiles } from './monitoringFiles';
import { placeholdersIn, type Json } from './placeholders';
import { toProtoObject } from './protoJson';

const ROOT = join(__dirname, '..', '..');
const DIR = join(ROOT, 'monitoring');
const FILES = readMonitoringFiles(DIR);
const VALUES = {
  PROJECT_ID: 'qce-production',
  SITE_HOST: 'www.queencityestates.com',
  ALERT_EMAIL: 'ops@queencityestates.com',
  UPTIME_CHECK_ID: 'api-health-1',
};
const SCHEDULES = [{ name: 'sendInstantAlerts', schedule: 'every 1 minutes', periodSeconds: 60 }];
const POLICIES = alertPolicies(FILES, VALUES, SCHEDULES);

/**
 * Google's own metrics the policies may read (cloud.google.com/monitoring/api/metrics_gcp): add one
 * only after finding it there, with the resource it is written for.
 */
const GOOGLE_METRICS = ['run.googleapis.com/request_count', 'monitoring.googleapis.com/uptime_check/check_passed'];
/** A PromQL metric name as Cloud Monitoring maps it: run_googleapis_com:request_count. */
const fromPromName = (name: string) => name.replace(/^(\w+?)_googleapis_com:/, '$1.googleapis.com/');

const CONDITION_TYPES = [
  'conditionThreshold',
  'conditionAbsent',
  'conditionMatchedLog',
  'conditionPrometheusQueryLanguage',
  'conditionMonitoringQueryLanguage',
  'conditionSql',
] as const;

type Condition = Partial<Record<(typeof CONDITION_TYPES)[number], Record<string, unknown>>> & { displayName?: string };
const conditionsOf = (policy: Resource) => (policy.conditions ?? []) as Condition[];
const typeOf = (condition: Condition) => CONDITION_TYPES.filter((type) => condition[type] !== undefined);
const filtersOf = (policy: Resource) =>
  conditionsOf(policy).flatMap((condition) => typeOf(condition).map((type) => String(condition[type]!.filter ?? condition[type]!.query)));

function jsonFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? jsonFilesUnder(join(dir, entry.name)) : entry.name.endsWith('.json') ? [join(dir, entry.name)] : [],
  );
}

describe('monitoring/', () => {
  it('holds only JSON that parses, each file read by the apply command', () => {
    const files = jsonFilesUnder(DIR);
    for (const file of files) expect(() => JSON.parse(readFileSync(file, 'utf8'))).not.toThrow();
    const read = 3 + FILES.logMetrics.length + FILES.policies.size;
    expect(files.map((file) => relative(DIR, file))).toHaveLength(read);
  });

  it('gives every alert policy the fields Cloud Monitoring requires, one condition type each, and a runbook line', () => {
    const names = POLICIES.map((policy) => policy.displayName);
    expect(new Set(names).size).toBe(names.length);
    for (const policy of POLICIES) {
      expect(policy).toMatchObject({
        displayName: expect.any(String),
        combiner: 'OR',
        documentation: { content: expect.stringMatching(/Runbook/) },
      });
      const conditions = conditionsOf(policy);
      expect(conditions.length).toBeGreaterThanOrEqual(1);
      expect(conditions.length).toBeLessThanOrEqual(6);
      for (const condition of conditions) {
        expect(condition.displayName).toEqual(expect.any(String));
        expect(typeOf(condition)).toHaveLength(1);
        const threshold = condition.conditionThreshold;
        if (threshold)
          expect(threshold).toMatchObject({
            filter: expect.any(String),
            comparison: expect.stringMatching(/^COMPARISON_/),
            duration: expect.any(String),
          });
      }
      // A log-match or a PromQL condition must be its policy's only one; a log-match needs a notification rate.
      const [only] = conditions;
      if (only?.conditionMatchedLog || only?.conditionPrometheusQueryLanguage) expect(conditions).toHaveLength(1);
      if (only?.conditionMatchedLog)
        expect(policy).toMatchObject({ alertStrategy: { notificationRateLimit: { period: expect.any(String) } } });
      expect(() => toProtoObject(policy)).not.toThrow();
    }
  });

  it("is made of the fields and enum values of Google's own schema: the clients' protobuf types drop nothing on the way in", () => {
    const { AlertPolicy, NotificationChannel, UptimeCheckConfig } = protos.google.monitoring.v3;
    const { LogMetric } = loggingProtos.google.logging.v2;
    /** A message type of the clients' generated protobuf code. */
    interface MessageType<M> {
      fromObject(object: Record<string, unknown>): M;
      toObject(message: M, options: { enums: typeof String; longs: typeof Number }): Record<string, unknown>;
    }
    const asSent = <M>(type: MessageType<M>, resource: Resource) => {
      const message = toProtoObject(resource) as Record<string, unknown>;
      return [type.toObject(type.fromObject(message), { enums: String, longs: Number }), message];
    };
    const sent = [
      ...POLICIES.map((policy) => asSent(AlertPolicy, policy)),
      asSent(UptimeCheckConfig, FILES.uptimeCheck),
      asSent(NotificationChannel, FILES.channel),
      ...FILES.logMetrics.map((metric) => asSent(LogMetric, metric)),
    ];
    for (const [received, message] of sent) expect(received).toEqual(message);
  });

  it('gives the uptime check, the channel and the log-based metrics their required fields', () => {
    expect(FILES.uptimeCheck).toMatchObject({
      displayName: expect.any(String),
      monitoredResource: { type: 'uptime_url', labels: { host: '${SITE_HOST}' } },
      httpCheck: { path: '/api/health', useSsl: true },
      contentMatchers: [{ content: expect.any(String), matcher: 'CONTAINS_STRING' }],
    });
    expect(['60s', '300s', '600s', '900s']).toContain(FILES.uptimeCheck.period);
    expect(() => toProtoObject(FILES.uptimeCheck)).not.toThrow();
    expect(FILES.channel).toMatchObject({ type: 'email', labels: { email_address: '${ALERT_EMAIL}' } });
    for (const metric of FILES.logMetrics) {
      expect(metric).toMatchObject({
        name: expect.stringMatching(/^\w+$/),
        filter: expect.any(String),
        metricDescriptor: { metricKind: 'DELTA' },
      });
      const descriptor = metric.metricDescriptor as { valueType: string; labels?: { key: string }[] };
      if (descriptor.valueType === 'DISTRIBUTION')
        expect(metric).toMatchObject({ valueExtractor: expect.any(String), bucketOptions: expect.any(Object) });
      expect(Object.keys((metric.labelExtractors as object | undefined) ?? {}).sort()).toEqual(
        (descriptor.labels ?? []).map((label) => label.key).sort(),
      );
    }
  });

  it('the health check matches the body of a healthy /api/health, not that of a failing one', () => {
    const [{ content }] = FILES.uptimeCheck.contentMatchers as [{ content: string }];
    const dependencies = { firestore: { status: 'ok', latencyMs: 3 } };
    // As healthRouter writes them (functions/src/apiHealth): the report, or a 503 with a message first.
    expect(JSON.stringify({ status: 'ok', checkedAt: '2026-01-01T00:00:00.000Z', dependencies })).toContain(content);
    expect(
      JSON.stringify({
        message: 'Not every service answers: mail.',
        status: 'failing',
        checkedAt: '2026-01-01T00:00:00.000Z',
        dependencies,
      }),
    ).not.toContain(content);
  });

  it('reads only metrics that exist: Google’s own, or a log-based metric of logMetrics/ with the labels it filters on', () => {
    const metrics = new Map(FILES.logMetrics.map((metric) => [`logging.googleapis.com/user/${metric.name}`, metric]));
    for (const filter of POLICIES.flatMap(filtersOf)) {
      const types = [...filter.matchAll(/metric\.type = "([^"]+)"/g), ...filter.matchAll(/(\w+_googleapis_com:\w+)/g)].map(([, type]) =>
        fromPromName(type!),
      );
      for (const type of types) expect([...GOOGLE_METRICS, ...metrics.keys()]).toContain(type);
      for (const type of types.filter((found) => metrics.has(found))) {
        const labels = ((metrics.get(type)!.metricDescriptor as { labels: { key: string }[] }).labels ?? []).map((label) => label.key);
        for (const [, label] of filter.matchAll(/metric\.label\.(\w+)/g)) expect(labels).toContain(label);
      }
    }
  });

  it('matches only log events the functions write, and watches every one', () => {
    const events = new Set(Object.values(LOG_EVENTS) as string[]);
    const matched = [...POLICIES.flatMap(filtersOf), ...FILES.logMetrics.map((metric) => String(metric.filter))].flatMap((filter) =>
      [...filter.matchAll(/jsonPayload\.event = "([^"]+)"/g)].map(([, event]) => event!),
    );
    for (const event of matched) expect(events).toContain(event);
    expect(new Set(matched)).toEqual(events);
    // Each event is written somewhere in the functions' code, by its constant.
    const source = readdirSync(join(ROOT, 'functions', 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => readFileSync(join(ROOT, 'functions', 'src', file), 'utf8'))
      .join('\n');
    for (const key of Object.keys(LOG_EVENTS)) expect(source).toMatch(new RegExp(`event: LOG_EVENTS\\.${key}\\b`));
  });

  it('gives every background queue a lag limit, each one a bucket bound of the metric so the percentile is exact there', () => {
    const lag = FILES.policies.get('queueLag.json')!;
    const metric = FILES.logMetrics.find((candidate) => candidate.name === 'queue_lag')!;
    const bounds = (metric.bucketOptions as { explicitBuckets: { bounds: number[] } }).explicitBuckets.bounds;
    const limits = new Map(
      conditionsOf(lag).map(({ conditionThreshold }) => [
        /metric\.label\.queue = "(\w+)"/.exec(String(conditionThreshold!.filter))![1],
        conditionThreshold!.thresholdValue as number,
      ]),
    );
    expect([...limits.keys()].sort()).toEqual(Object.values(BACKGROUND_QUEUES).sort());
    for (const limit of limits.values()) expect(bounds).toContain(limit);
  });

  it('uses only the placeholders the apply command fills, and leaves none once filled', () => {
    const used = new Set(
      [FILES.channel, FILES.uptimeCheck, ...FILES.logMetrics, ...FILES.policies.values()].flatMap((file) => [
        ...placeholdersIn(file as Json),
      ]),
    );
    expect([...used].sort()).toEqual(Object.keys(VALUES).sort());
    expect([...placeholdersIn(FILES.scheduleTemplate as Json)].sort()).toEqual(['FUNCTION', 'SCHEDULE', 'SERVICE', 'WINDOW']);
    expect(JSON.stringify(POLICIES)).not.toContain('${');
  });
});
