// monitoring/: the alert policies, the uptime check, the log-based metrics and the notification
// channel, in Cloud Monitoring's and Logging's own JSON, with `${NAME}` placeholders where a value
// belongs to the project applied to.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Resource } from './monitoringApi';
import { fill, type Json } from './placeholders';
import { absenceWindowSeconds, promDuration, type ScheduledFunction } from './schedules';

export interface MonitoringFiles {
  /** The email channel every policy notifies (`${ALERT_EMAIL}`). */
  channel: Resource;
  /** The check on the site's /api/health (`${PROJECT_ID}`, `${SITE_HOST}`). */
  uptimeCheck: Resource;
  logMetrics: Resource[];
  /** alertPolicies/*.json by file name; the uptime policy names its check as `${UPTIME_CHECK_ID}`. */
  policies: Map<string, Resource>;
  /** The policy each scheduled function gets (`${FUNCTION}`, `${SERVICE}`, `${SCHEDULE}`, `${WINDOW}`). */
  scheduleTemplate: Resource;
}

/** The values the apply command fills in for every file. */
export interface ProjectValues {
  PROJECT_ID: string;
  SITE_HOST: string;
  ALERT_EMAIL: string;
  UPTIME_CHECK_ID: string;
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Resource;
const jsonFiles = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();

export function readMonitoringFiles(dir: string): MonitoringFiles {
  return {
    channel: readJson(join(dir, 'notificationChannel.json')),
    uptimeCheck: readJson(join(dir, 'uptimeCheck.json')),
    logMetrics: jsonFiles(join(dir, 'logMetrics')).map((file) => readJson(join(dir, 'logMetrics', file))),
    policies: new Map(jsonFiles(join(dir, 'alertPolicies')).map((file) => [file, readJson(join(dir, 'alertPolicies', file))])),
    scheduleTemplate: readJson(join(dir, 'templates', 'scheduleStopped.json')),
  };
}

export const filled = (resource: Resource, values: Readonly<Record<string, string>>): Resource =>
  fill(resource as Json, values) as Resource;

/** The schedule template made for one scheduled function: its service, and a window suited to its period. */
export const schedulePolicy = (template: Resource, { name, schedule, periodSeconds }: ScheduledFunction): Resource =>
  filled(template, {
    FUNCTION: name,
    // A second-generation function runs as the Cloud Run service of its name in lower case.
    SERVICE: name.toLowerCase(),
    SCHEDULE: schedule,
    WINDOW: promDuration(absenceWindowSeconds(periodSeconds)),
  });

/** Every alert policy to apply: the files' and one per scheduled function, all placeholders filled. */
export const alertPolicies = (files: MonitoringFiles, values: ProjectValues, schedules: readonly ScheduledFunction[]): Resource[] => [
  ...[...files.policies.values()].map((policy) => filled(policy, { ...values })),
  ...schedules.map((scheduled) => schedulePolicy(files.scheduleTemplate, scheduled)),
];
