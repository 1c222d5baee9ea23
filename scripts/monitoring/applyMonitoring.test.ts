import { join } from 'node:path';
import { applyMonitoring, MANAGED_LABEL, type ApplyInputs } from './applyMonitoring';
import type { Collection, MonitoringApi, Resource } from './monitoringApi';
import { readMonitoringFiles } from './monitoringFiles';

const FILES = readMonitoringFiles(join(__dirname, '..', '..', 'monitoring'));

/** One kind of resource held in memory, as Google would: names given on creation, every call counted. */
function fakeCollection(kind: string, nameOf?: (resource: Resource) => string) {
  const items: Resource[] = [];
  const calls = { create: 0, update: 0, remove: 0 };
  let made = 0;
  const collection: Collection = {
    list: async () => items.map((item) => structuredClone(item)),
    async create(resource) {
      expect(JSON.stringify(resource)).not.toContain('${');
      calls.create += 1;
      made += 1;
      const item = { ...structuredClone(resource), name: nameOf?.(resource) ?? `projects/p/${kind}/${made}` };
      items.push(item);
      return structuredClone(item);
    },
    async update(resource) {
      const index = items.findIndex((item) => item.name === resource.name);
      expect(index).toBeGreaterThanOrEqual(0);
      calls.update += 1;
      items[index] = structuredClone(resource);
      return structuredClone(resource);
    },
    async remove(name) {
      calls.remove += 1;
      items.splice(
        items.findIndex((item) => item.name === name),
        1,
      );
    },
  };
  return { collection, items, calls };
}

function fakeApi() {
  const fakes = {
    channels: fakeCollection('notificationChannels'),
    // A log-based metric's name is its id, as the files give it.
    logMetrics: fakeCollection('metrics', (metric) => metric.name!),
    uptimeChecks: fakeCollection('uptimeCheckConfigs'),
    policies: fakeCollection('alertPolicies'),
  };
  const api: MonitoringApi = {
    channels: fakes.channels.collection,
    logMetrics: fakes.logMetrics.collection,
    uptimeChecks: fakes.uptimeChecks.collection,
    policies: fakes.policies.collection,
  };
  return { api, ...fakes };
}

const SCHEDULES = [
  { name: 'retryQueuedMail', schedule: 'every 15 minutes', periodSeconds: 900 },
  { name: 'cleanUpUploads', schedule: 'every day 04:00', periodSeconds: 86_400 },
];
const INPUTS: ApplyInputs = {
  projectId: 'qce-production',
  siteHost: 'www.queencityestates.com',
  email: 'ops@queencityestates.com',
  schedules: SCHEDULES,
};
const POLICY_COUNT = FILES.policies.size + SCHEDULES.length;

const quietly = () => {
  const lines: string[] = [];
  return { lines, log: (line: string) => lines.push(line) };
};
const policyNamed = (items: Resource[], displayName: string) => items.find((policy) => policy.displayName === displayName)!;

describe('applyMonitoring', () => {
  it('creates everything once, then updates it in place: applying twice creates nothing new', async () => {
    const fake = fakeApi();
    const first = quietly();
    await applyMonitoring(fake.api, FILES, INPUTS, first.log);
    expect([fake.channels.calls, fake.logMetrics.calls, fake.uptimeChecks.calls, fake.policies.calls]).toEqual([
      { create: 1, update: 0, remove: 0 },
      { create: FILES.logMetrics.length, update: 0, remove: 0 },
      { create: 1, update: 0, remove: 0 },
      { create: POLICY_COUNT, update: 0, remove: 0 },
    ]);
    expect(first.lines.filter((line) => line.startsWith('created'))).toHaveLength(2 + FILES.logMetrics.length + POLICY_COUNT);
    expect(first.lines).toContain('created alert policy "Schedule stopped: cleanUpUploads"');

    const second = quietly();
    await applyMonitoring(fake.api, FILES, INPUTS, second.log);
    expect(fake.policies.items).toHaveLength(POLICY_COUNT);
    expect([fake.channels.calls, fake.uptimeChecks.calls, fake.policies.calls].map((calls) => calls.create)).toEqual([1, 1, POLICY_COUNT]);
    expect(fake.policies.calls.update).toBe(POLICY_COUNT);
    expect(second.lines.every((line) => line.startsWith('updated'))).toBe(true);
  });

  it("sends every policy's incidents to the email's channel, and names the uptime check the apply made", async () => {
    const fake = fakeApi();
    await applyMonitoring(fake.api, FILES, INPUTS, () => undefined);
    const [channel] = fake.channels.items;
    expect(channel).toMatchObject({ type: 'email', labels: { email_address: INPUTS.email } });
    for (const policy of fake.policies.items) {
      expect(policy.notificationChannels).toEqual([channel!.name]);
      expect(policy.userLabels).toMatchObject({ [MANAGED_LABEL.key]: MANAGED_LABEL.value });
    }
    const [check] = fake.uptimeChecks.items;
    expect(check!.monitoredResource).toEqual({ type: 'uptime_url', labels: { project_id: INPUTS.projectId, host: INPUTS.siteHost } });
    const uptime = JSON.stringify(policyNamed(fake.policies.items, 'GET /api/health fails'));
    expect(uptime).toContain(`metric.label.check_id = \\"${check!.name!.split('/').pop()}\\"`);
  });

  it('keeps channels added by hand, deletes its own policies no longer wanted, and leaves hand-made ones alone', async () => {
    const fake = fakeApi();
    await applyMonitoring(fake.api, FILES, INPUTS, () => undefined);
    const handMade = await fake.api.policies.create({ displayName: 'Made in the console', conditions: [] });
    const stopped = policyNamed(fake.policies.items, 'Schedule stopped: retryQueuedMail');
    await fake.api.policies.update({
      ...stopped,
      notificationChannels: [...(stopped.notificationChannels as string[]), 'projects/p/notificationChannels/sms'],
    });

    const run = quietly();
    await applyMonitoring(fake.api, FILES, { ...INPUTS, schedules: SCHEDULES.slice(0, 1) }, run.log);
    expect(run.lines).toContain('deleted alert policy "Schedule stopped: cleanUpUploads" (no longer in monitoring/)');
    expect(fake.policies.items.map((policy) => policy.displayName)).toContain(handMade.displayName);
    expect(policyNamed(fake.policies.items, 'Schedule stopped: retryQueuedMail').notificationChannels).toEqual([
      fake.channels.items[0]!.name,
      'projects/p/notificationChannels/sms',
    ]);
  });

  it('makes the uptime check anew for a new site host, and points its policy at the new one', async () => {
    const fake = fakeApi();
    await applyMonitoring(fake.api, FILES, INPUTS, () => undefined);
    const run = quietly();
    await applyMonitoring(fake.api, FILES, { ...INPUTS, siteHost: 'queencityestates.com' }, run.log);
    expect(run.lines).toContain('replaced uptime check "GET /api/health"');
    expect(fake.uptimeChecks.items).toHaveLength(1);
    const [check] = fake.uptimeChecks.items;
    expect(check!.name).toBe('projects/p/uptimeCheckConfigs/2');
    expect(JSON.stringify(policyNamed(fake.policies.items, 'GET /api/health fails'))).toContain('check_id = \\"2\\"');
  });
});
