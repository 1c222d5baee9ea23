import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as domain from '@estate/domain';
import { readMonitoringFiles, schedulePolicy } from './monitoringFiles';
import { absenceWindowSeconds, periodSeconds, promDuration, scheduledFunctions } from './schedules';

const ROOT = join(__dirname, '..', '..');
const INDEX = readFileSync(join(ROOT, 'functions', 'src', 'index.ts'), 'utf8');
const TEMPLATE = readMonitoringFiles(join(ROOT, 'monitoring')).scheduleTemplate;

describe('periodSeconds', () => {
  it("reads Cloud Scheduler's English forms and unix-cron", () => {
    expect(periodSeconds('every 1 minutes')).toBe(60);
    expect(periodSeconds('every 15 minutes')).toBe(900);
    expect(periodSeconds('every 2 hours')).toBe(7200);
    expect(periodSeconds('every day 04:00')).toBe(86_400);
    expect(periodSeconds('every monday 09:00')).toBe(7 * 86_400);
    expect(periodSeconds('*/5 * * * *')).toBe(300);
    expect(periodSeconds('0 */6 * * *')).toBe(6 * 3600);
    expect(periodSeconds('30 * * * *')).toBe(3600);
    expect(periodSeconds('0 7 * * *')).toBe(86_400);
    expect(periodSeconds('0 9 * * 1')).toBe(7 * 86_400);
  });

  it('refuses a form it cannot measure rather than guess', () => {
    for (const schedule of ['0 0 1 * *', '0 9 * * 1-5', 'every weekday 09:00', 'sometimes']) {
      expect(() => periodSeconds(schedule)).toThrow(/Cannot tell how often/);
    }
  });
});

describe('scheduledFunctions', () => {
  it('reads each exported onSchedule with its schedule, built from literals, local and domain constants', () => {
    const source = `
      const EVERY = 'every';
      export const a = onSchedule({ schedule: \`\${EVERY} \${SWEEP} minutes\`, region: 'us-central1' }, async () => undefined);
      export const b = onSchedule('0 7 * * *', async () => undefined);
      export const c = onRequest({}, handler);
      export const d = onSchedule(agencySchedule('every day 04:00'), async () => undefined);
      export const e = onSchedule({ ...agencySchedule(\`0 \${HOUR} * * *\`), timeoutSeconds: 60 }, async () => undefined);`;
    expect(scheduledFunctions(source, { SWEEP: 15, HOUR: 7 })).toEqual([
      { name: 'a', schedule: 'every 15 minutes', periodSeconds: 900 },
      { name: 'b', schedule: '0 7 * * *', periodSeconds: 86_400 },
      { name: 'd', schedule: 'every day 04:00', periodSeconds: 86_400 },
      { name: 'e', schedule: '0 7 * * *', periodSeconds: 86_400 },
    ]);
  });

  it('refuses a schedule it cannot read, and one not exported as a const', () => {
    expect(() => scheduledFunctions(`export const a = onSchedule({ schedule: pick() }, run);`, {})).toThrow(
      /Cannot read the schedule `pick\(\)`/,
    );
    expect(() => scheduledFunctions(`export const a = onSchedule({ schedule: \`every \${UNKNOWN} minutes\` }, run);`, {})).toThrow(
      /UNKNOWN/,
    );
    expect(() => scheduledFunctions(`const a = onSchedule('every 5 minutes', run);`, {})).toThrow(/not an exported const/);
  });

  it('finds every schedule of functions/src/index.ts, and each gets a policy whose window outlasts its period', () => {
    const schedules = scheduledFunctions(INDEX, domain);
    // Every call in the file, however written, is one the reader understood.
    expect(schedules).toHaveLength(INDEX.match(/\bonSchedule\(/g)!.length);
    expect(schedules.map((schedule) => schedule.name)).toEqual(
      expect.arrayContaining(['retryQueuedMail', 'sendAlertDigests', 'cleanUpUploads']),
    );
    for (const scheduled of schedules) {
      const policy = schedulePolicy(TEMPLATE, scheduled);
      expect(policy.displayName).toBe(`Schedule stopped: ${scheduled.name}`);
      const query = JSON.stringify(policy.conditions);
      expect(query).toContain(`service_name=\\"${scheduled.name.toLowerCase()}\\"`);
      const [, amount, unit] = /\[(\d+)([mh])\]/.exec(query)!;
      const windowSeconds = Number(amount) * (unit === 'h' ? 3600 : 60);
      expect(windowSeconds).toBeGreaterThan(scheduled.periodSeconds);
    }
  });
});

describe('absenceWindowSeconds', () => {
  it('gives a period and room for a late run or two: more than a day for a daily schedule', () => {
    expect(promDuration(absenceWindowSeconds(60))).toBe('11m');
    expect(promDuration(absenceWindowSeconds(900))).toBe('45m');
    expect(promDuration(absenceWindowSeconds(86_400))).toBe('26h');
  });
});
