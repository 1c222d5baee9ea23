// The MonitoringApi over Google's clients, with Application Default Credentials (gcloud auth
// application-default login). Only `npm run monitoring:apply` builds it; tests use a fake.
import { v2 as logging } from '@google-cloud/logging';
import { AlertPolicyServiceClient, NotificationChannelServiceClient, UptimeCheckServiceClient } from '@google-cloud/monitoring';
import type { MonitoringApi, Resource } from './monitoringApi';
import { toProtoObject } from './protoJson';

/** A client's answer, a protobuf object, as the resource the apply reads (name, displayName, labels). */
const asResource = (message: object): Resource => message as Resource;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each client method takes its own generated message type
const asMessage = (resource: Resource): any => toProtoObject(resource);

export function googleMonitoringApi(projectId: string): MonitoringApi & { close(): Promise<void> } {
  const project = `projects/${projectId}`;
  const policies = new AlertPolicyServiceClient({ projectId });
  const channels = new NotificationChannelServiceClient({ projectId });
  const checks = new UptimeCheckServiceClient({ projectId });
  const metrics = new logging.MetricsServiceV2Client({ projectId });
  const metricName = (id: string) => `${project}/metrics/${id}`;

  return {
    channels: {
      list: async () => (await channels.listNotificationChannels({ name: project }))[0].map(asResource),
      create: async (channel) =>
        asResource((await channels.createNotificationChannel({ name: project, notificationChannel: asMessage(channel) }))[0]),
      update: async (channel) => asResource((await channels.updateNotificationChannel({ notificationChannel: asMessage(channel) }))[0]),
      remove: async (name) => void (await channels.deleteNotificationChannel({ name, force: true })),
    },
    logMetrics: {
      list: async () => (await metrics.listLogMetrics({ parent: project }))[0].map(asResource),
      create: async (metric) => asResource((await metrics.createLogMetric({ parent: project, metric: asMessage(metric) }))[0]),
      update: async (metric) =>
        asResource((await metrics.updateLogMetric({ metricName: metricName(metric.name!), metric: asMessage(metric) }))[0]),
      remove: async (name) => void (await metrics.deleteLogMetric({ metricName: metricName(name) })),
    },
    uptimeChecks: {
      list: async () => (await checks.listUptimeCheckConfigs({ parent: project }))[0].map(asResource),
      create: async (check) =>
        asResource((await checks.createUptimeCheckConfig({ parent: project, uptimeCheckConfig: asMessage(check) }))[0]),
      update: async (check) => asResource((await checks.updateUptimeCheckConfig({ uptimeCheckConfig: asMessage(check) }))[0]),
      remove: async (name) => void (await checks.deleteUptimeCheckConfig({ name })),
    },
    policies: {
      list: async () => (await policies.listAlertPolicies({ name: project }))[0].map(asResource),
      create: async (policy) => asResource((await policies.createAlertPolicy({ name: project, alertPolicy: asMessage(policy) }))[0]),
      update: async (policy) => asResource((await policies.updateAlertPolicy({ alertPolicy: asMessage(policy) }))[0]),
      remove: async (name) => void (await policies.deleteAlertPolicy({ name })),
    },
    async close() {
      await Promise.all([policies.close(), channels.close(), checks.close(), metrics.close()]);
    },
  };
}
