// What `npm run monitoring:apply` does, over any MonitoringApi: each resource of monitoring/ is
// found by its key (a policy or check by display name, a channel by its address, a metric by id),
// then updated, or created when there is none; applying twice creates nothing the second time.
import type { Collection, MonitoringApi, Resource } from './monitoringApi';
import { alertPolicies, filled, type MonitoringFiles } from './monitoringFiles';
import type { ScheduledFunction } from './schedules';

export interface ApplyInputs {
  projectId: string;
  /** The site's host (SITE_ORIGIN's), which the uptime check calls. */
  siteHost: string;
  /** Where the alerts go. */
  email: string;
  schedules: readonly ScheduledFunction[];
}

/**
 * The user label on every policy this command applies: one that carries it but is no longer in
 * monitoring/ (a schedule removed from the code) is deleted, while policies made by hand are left alone.
 */
export const MANAGED_LABEL = { key: 'managed-by', value: 'monitoring-apply' } as const;

interface UpsertOptions {
  kind: string;
  keyOf: (resource: Resource) => string | undefined;
  log: (line: string) => void;
  /** What is sent, given what exists under the same key (undefined when nothing does). */
  merge?: (wanted: Resource, found: Resource | undefined) => Resource;
  /** When the found resource cannot be updated into the wanted one, it is deleted and made anew. */
  replaces?: (wanted: Resource, found: Resource) => boolean;
}

async function upsert(collection: Collection, wanted: Resource[], { kind, keyOf, log, merge = (item) => item, replaces }: UpsertOptions) {
  const existing = await collection.list();
  const applied: Resource[] = [];
  for (const item of wanted) {
    const key = keyOf(item);
    const found = existing.find((candidate) => keyOf(candidate) === key);
    if (found && replaces?.(item, found)) {
      await collection.remove(found.name!);
      applied.push(await collection.create(merge(item, undefined)));
      log(`replaced ${kind} "${key}"`);
    } else if (found) {
      applied.push(await collection.update({ ...merge(item, found), name: found.name }));
      log(`updated ${kind} "${key}"`);
    } else {
      applied.push(await collection.create(merge(item, undefined)));
      log(`created ${kind} "${key}"`);
    }
  }
  return { applied, existing };
}

const hostOf = (check: Resource) => (check.monitoredResource as { labels?: { host?: string } } | undefined)?.labels?.host;
const isManaged = (policy: Resource) =>
  (policy.userLabels as Record<string, string> | undefined)?.[MANAGED_LABEL.key] === MANAGED_LABEL.value;
const idOf = (name: string | undefined) => name?.split('/').pop() ?? '';

export async function applyMonitoring(api: MonitoringApi, files: MonitoringFiles, inputs: ApplyInputs, log: (line: string) => void) {
  const values = { PROJECT_ID: inputs.projectId, SITE_HOST: inputs.siteHost, ALERT_EMAIL: inputs.email };

  const channelKey = (channel: Resource) =>
    `${String(channel.type)}:${(channel.labels as Record<string, string> | undefined)?.email_address}`;
  const {
    applied: [channel],
  } = await upsert(api.channels, [filled(files.channel, values)], { kind: 'notification channel', keyOf: channelKey, log });

  await upsert(
    api.logMetrics,
    files.logMetrics.map((metric) => filled(metric, values)),
    { kind: 'log-based metric', keyOf: (metric) => metric.name, log },
  );

  // The check's host cannot be changed in place: a new SITE_ORIGIN gets a new check.
  const {
    applied: [check],
  } = await upsert(api.uptimeChecks, [filled(files.uptimeCheck, values)], {
    kind: 'uptime check',
    keyOf: (item) => item.displayName,
    log,
    replaces: (wanted, found) => hostOf(wanted) !== hostOf(found),
  });

  const wanted = alertPolicies(files, { ...values, UPTIME_CHECK_ID: idOf(check!.name) }, inputs.schedules);
  const { existing } = await upsert(api.policies, wanted, {
    kind: 'alert policy',
    keyOf: (policy) => policy.displayName,
    log,
    // Channels added in the console are kept; the command's own is always among them.
    merge: (policy, found) => ({
      ...policy,
      notificationChannels: [...new Set([...((found?.notificationChannels as string[] | undefined) ?? []), channel!.name!])],
      userLabels: { ...((policy.userLabels as Record<string, string> | undefined) ?? {}), [MANAGED_LABEL.key]: MANAGED_LABEL.value },
    }),
  });

  const wantedNames = new Set(wanted.map((policy) => policy.displayName));
  for (const stale of existing.filter((policy) => isManaged(policy) && !wantedNames.has(policy.displayName))) {
    await api.policies.remove(stale.name!);
    log(`deleted alert policy "${stale.displayName}" (no longer in monitoring/)`);
  }
}
