import express from 'express';
import request from 'supertest';
import { healthRouter } from '../../src/apiHealth/healthRouter';
import { DEPENDENCIES, type HealthChecks } from '../../src/apiHealth/healthReport';
import { healthService } from '../../src/apiHealth/healthService';
import { errorHandler } from '../../src/platform/http/errors';

const DEADLINE_MS = 50;
const never = () => new Promise<never>(() => undefined);

/** Every dependency answering, but for the checks given. */
function checksWith(overrides: Partial<HealthChecks> = {}): HealthChecks {
  const ok = () => jest.fn(async () => undefined);
  return { firestore: ok(), auth: ok(), storage: ok(), mail: ok(), ...overrides };
}

describe('the health report', () => {
  it('says ok, with a latency for each dependency, when every one answers', async () => {
    const report = await healthService(checksWith(), { deadlineMs: DEADLINE_MS }).report();
    expect(report.status).toBe('ok');
    expect(new Date(report.checkedAt).toISOString()).toBe(report.checkedAt);
    expect(Object.keys(report.dependencies).sort()).toEqual([...DEPENDENCIES].sort());
    for (const dependency of Object.values(report.dependencies)) {
      expect(dependency).toEqual({ status: 'ok', latencyMs: expect.any(Number) });
    }
  });

  it('comes although a check never answers, with that one failing', async () => {
    const report = await healthService(checksWith({ storage: never }), { deadlineMs: DEADLINE_MS }).report();
    expect(report.status).toBe('failing');
    expect(report.dependencies.storage).toEqual({ status: 'failing', latencyMs: expect.any(Number) });
    expect(report.dependencies.firestore.status).toBe('ok');
    expect(report.dependencies.auth.status).toBe('ok');
    expect(report.dependencies.mail.status).toBe('ok');
  });

  it('checks every dependency at once: hanging ones do not queue up', async () => {
    const started: string[] = [];
    const hang = (name: string) => () => {
      started.push(name);
      return never();
    };
    const report = healthService(
      { firestore: hang('firestore'), auth: hang('auth'), storage: hang('storage'), mail: hang('mail') },
      { deadlineMs: DEADLINE_MS },
    ).report();
    // Each check starts before any deadline has passed.
    expect(started.sort()).toEqual([...DEPENDENCIES].sort());
    expect(Object.values((await report).dependencies).map(({ status }) => status)).toEqual(['failing', 'failing', 'failing', 'failing']);
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('535 authentication failed for smtp://user:secret@mail.example'))],
    [
      'throws before it returns a promise',
      () => {
        throw new Error('Invalid URL smtp://user:secret@mail.example');
      },
    ],
  ])('counts a check that %s as failing', async (_case, mail) => {
    const report = await healthService(checksWith({ mail }), { deadlineMs: DEADLINE_MS }).report();
    expect(report.status).toBe('failing');
    expect(report.dependencies.mail.status).toBe('failing');
    expect(report.dependencies.firestore.status).toBe('ok');
  });

  it('reuses a report for reuseMs after it came, then checks again', async () => {
    let clock = 1_000_000;
    const checks = checksWith();
    const health = healthService(checks, { deadlineMs: DEADLINE_MS, reuseMs: 5_000, now: () => clock });
    const first = await health.report();

    clock += 4_999;
    expect(await health.report()).toBe(first);
    expect(checks.firestore).toHaveBeenCalledTimes(1);

    clock += 1;
    const second = await health.report();
    expect(checks.firestore).toHaveBeenCalledTimes(2);
    expect(checks.mail).toHaveBeenCalledTimes(2);
    expect(second.checkedAt).toBe(new Date(clock).toISOString());
  });

  it('reuses a failing report as long, then checks again, so a recovery shows within reuseMs', async () => {
    let clock = 1_000_000;
    let mailAnswers = false;
    const mail = jest.fn(async () => {
      if (!mailAnswers) throw new Error('down');
    });
    const health = healthService(checksWith({ mail }), { deadlineMs: DEADLINE_MS, reuseMs: 5_000, now: () => clock });
    expect((await health.report()).status).toBe('failing');
    mailAnswers = true;

    clock += 4_999;
    expect((await health.report()).status).toBe('failing');
    expect(mail).toHaveBeenCalledTimes(1);

    clock += 1;
    expect((await health.report()).status).toBe('ok');
    expect(mail).toHaveBeenCalledTimes(2);
  });

  it('shares one check among the requests that come while it runs, however long it takes', async () => {
    let clock = 1_000_000;
    let answer: () => void = () => undefined;
    const checks = checksWith({ auth: jest.fn(() => new Promise<void>((resolve) => (answer = resolve))) });
    const health = healthService(checks, { deadlineMs: 60_000, reuseMs: 5_000, now: () => clock });
    const first = health.report();
    clock += 10_000;
    const second = health.report();
    answer();
    expect(await second).toBe(await first);
    expect(checks.auth).toHaveBeenCalledTimes(1);
    expect(checks.mail).toHaveBeenCalledTimes(1);
  });
});

describe('GET /api/health', () => {
  /** The router as createApp mounts it, with no session step in front: it needs none. */
  function appWith(checks: HealthChecks, now?: () => number) {
    const app = express();
    app.use('/api', healthRouter({ health: healthService(checks, { deadlineMs: DEADLINE_MS, now }) }));
    app.use(errorHandler({ error: jest.fn() }));
    return app;
  }

  it('answers 200 with the report, never stored', async () => {
    const response = await request(appWith(checksWith())).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toEqual({
      status: 'ok',
      checkedAt: expect.any(String),
      dependencies: Object.fromEntries(DEPENDENCIES.map((name) => [name, { status: 'ok', latencyMs: expect.any(Number) }])),
    });
  });

  it('answers 503 naming the failing dependencies, with the same report and no error text', async () => {
    const app = appWith(
      checksWith({
        mail: () => Promise.reject(new Error('connect ECONNREFUSED smtp://secret@host:587')),
        firestore: never,
      }),
    );
    const response = await request(app).get('/api/health');
    expect(response.status).toBe(503);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toEqual({
      message: 'Not every service answers: firestore, mail.',
      status: 'failing',
      checkedAt: expect.any(String),
      dependencies: {
        firestore: { status: 'failing', latencyMs: expect.any(Number) },
        auth: { status: 'ok', latencyMs: expect.any(Number) },
        storage: { status: 'ok', latencyMs: expect.any(Number) },
        mail: { status: 'failing', latencyMs: expect.any(Number) },
      },
    });
    for (const leak of ['secret', 'smtp', 'ECONNREFUSED', 'host']) expect(response.text).not.toContain(leak);
  });

  it('runs each check once for a burst of 50 concurrent requests while a dependency fails, and again after the interval', async () => {
    let clock = 1_000_000;
    const checks = checksWith({ mail: jest.fn(() => Promise.reject(new Error('535 authentication failed'))), firestore: jest.fn(never) });
    const app = appWith(checks, () => clock);
    const burst = () => Promise.all(Array.from({ length: 50 }, () => request(app).get('/api/health')));

    const answers = await burst();
    expect(answers.map(({ status }) => status)).toEqual(Array(50).fill(503));
    for (const name of DEPENDENCIES) expect(checks[name]).toHaveBeenCalledTimes(1);

    clock += 5_000;
    expect((await burst()).map(({ status }) => status)).toEqual(Array(50).fill(503));
    for (const name of DEPENDENCIES) expect(checks[name]).toHaveBeenCalledTimes(2);
  });
});

describe("the health checks' history (docs/product/dashboard.md#site-health)", () => {
  const logger = () => ({ error: jest.fn() });

  it('counts each check once, however many answers share its report', async () => {
    let clock = 1_000_000;
    const record = jest.fn(async () => undefined);
    const health = healthService(checksWith({ mail: never }), {
      deadlineMs: DEADLINE_MS,
      now: () => clock,
      history: { repository: { record }, logger: logger() },
    });
    const [first] = await Promise.all([health.report(), health.report(), health.report()]);
    expect(record.mock.calls).toEqual([[first]]);
    expect(first.dependencies.mail.status).toBe('failing');

    clock += 5_000;
    const second = await health.report();
    expect(record.mock.calls).toEqual([[first], [second]]);
  });

  it('answers without waiting for the history to be written', async () => {
    const health = healthService(checksWith(), { deadlineMs: DEADLINE_MS, history: { repository: { record: never }, logger: logger() } });
    expect((await health.report()).status).toBe('ok');
  });

  it('answers as usual when the history cannot be written, and logs it', async () => {
    const log = logger();
    const record = () => Promise.reject(new Error('14 UNAVAILABLE: Firestore is down'));
    const health = healthService(checksWith(), { deadlineMs: DEADLINE_MS, history: { repository: { record }, logger: log } });
    expect((await health.report()).status).toBe('ok');
    await new Promise((resolve) => setImmediate(resolve));
    expect(log.error).toHaveBeenCalledWith('A health check was not counted in its history', {
      error: 'Error: 14 UNAVAILABLE: Firestore is down',
    });
  });
});
