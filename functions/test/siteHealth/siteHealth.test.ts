import request from 'supertest';
import { SITE_HEALTH_EVENTS_PER_VIEW, type SiteHealthReport, type SitePageType, type VitalSample } from '@estate/domain';
import { SITE_ERROR_MESSAGES_PER_DAY, SITE_ERRORS } from '../../src/siteHealth/siteErrorsRepository';
import { siteHealthService } from '../../src/siteHealth/siteHealthService';
import { SITE_VITALS } from '../../src/siteHealth/vitalsRepository';
import { newClientAddress } from '../support/leads';
import { testApp, testConfig } from '../support/testApp';
import { waitUntil } from '../support/waitUntil';

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const BEACONS = '/api/site-health/beacons';
const REPORT = '/api/admin/site-health';

/** As navigator.sendBeacon posts a string: text/plain, from a client address of its own. */
const sendBeacon = (body: unknown, client = newClientAddress()) =>
  request(t.app)
    .post(BEACONS)
    .set('X-Forwarded-For', client)
    .set('Content-Type', 'text/plain;charset=UTF-8')
    .send(typeof body === 'string' ? body : JSON.stringify(body));

async function report(): Promise<SiteHealthReport> {
  const admin = await t.signInAsAdmin();
  return (await request(t.app).get(REPORT).set('Cookie', admin).expect(200)).body as SiteHealthReport;
}

const lcp = (page: SitePageType, value: number): VitalSample => ({ page, metric: 'LCP', value });

describe('POST /api/site-health/beacons', () => {
  it('takes a beacon as sendBeacon sends it, and as JSON, answering 204 with nothing', async () => {
    const sent = await sendBeacon({ vitals: [lcp('/', 1500)] }).expect(204);
    expect(sent.text).toBe('');
    await request(t.app)
      .post(BEACONS)
      .set('X-Forwarded-For', newClientAddress())
      .send({ errors: [{ page: '/', kind: 'uncaught', message: 'Error: boom' }] })
      .expect(204);
  });

  it.each([
    ['text that is not JSON', 'LCP=1500', 'Request body is not valid JSON'],
    ['an empty beacon', {}, `A beacon carries from 1 to ${SITE_HEALTH_EVENTS_PER_VIEW} measurements and errors`],
    [
      'an address for a page type',
      { vitals: [{ page: '/properties/Xk2rT9bQ0pLmN4vZ8wYa', metric: 'LCP', value: 900 }] },
      'page must be a page type of the site',
    ],
    ['an unknown metric', { vitals: [{ page: '/', metric: 'TTFB', value: 20 }] }, 'metric must be one of: LCP, INP, CLS'],
    ['an impossible value', { vitals: [lcp('/', 1e9)] }, 'value must be from 0 to 60000 for LCP'],
    [
      'an unknown kind',
      { errors: [{ page: '/', kind: 'log', message: 'hi' }] },
      'kind must be one of: uncaught, rejection, hydration, boundary',
    ],
    ['a long message', { errors: [{ page: '/', kind: 'uncaught', message: 'x'.repeat(201) }] }, 'message must be at most 200 characters'],
    [
      'too many events',
      { vitals: Array(SITE_HEALTH_EVENTS_PER_VIEW + 1).fill(lcp('/', 900)) },
      'A beacon carries from 1 to 20 measurements and errors',
    ],
    ['a list of beacons', [{ vitals: [lcp('/', 900)] }], 'Request body must be a JSON object'],
  ])('answers 400 with a message to %s, and stores nothing', async (_case, body, message) => {
    expect((await sendBeacon(body).expect(400)).body).toEqual(expect.objectContaining({ message }));
    for (const collection of [SITE_VITALS, SITE_ERRORS]) expect((await t.deps.db.collection(collection).get()).size).toBe(0);
  });

  it('answers 415 to a type that is neither JSON nor text', async () => {
    const response = await request(t.app)
      .post(BEACONS)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('vitals=1')
      .expect(415);
    expect(response.body).toEqual({ message: 'Content-Type must be application/json' });
  });

  it('answers 429 past the beacons one address may send a minute, counted in the shared counters', async () => {
    const limited = testApp({ config: { ...testConfig, perClientLimitPerMinute: 3 } });
    try {
      const client = newClientAddress();
      const statuses: number[] = [];
      for (let n = 0; n < 4; n += 1) {
        statuses.push(
          (
            await request(limited.app)
              .post(BEACONS)
              .set('X-Forwarded-For', client)
              .send({ vitals: [lcp('/', 900)] })
          ).status,
        );
      }
      expect(statuses).toEqual([204, 204, 204, 429]);
      const refused = await request(limited.app)
        .post(BEACONS)
        .set('X-Forwarded-For', client)
        .send({ vitals: [lcp('/', 900)] });
      expect(refused.body).toEqual({ message: 'Too many requests. Please try again in a minute.' });
      await request(limited.app)
        .post(BEACONS)
        .set('X-Forwarded-For', newClientAddress())
        .send({ vitals: [lcp('/', 900)] })
        .expect(204);
    } finally {
      await limited.teardown();
    }
  });

  it('keeps no report as it came: a histogram per day, page type and metric, and counts of scrubbed messages', async () => {
    await sendBeacon({
      vitals: [lcp('/properties/:id', 1800), lcp('/properties/:id', 1810), { page: '/properties/:id', metric: 'CLS', value: 0.05 }],
      // A forged beacon's message is scrubbed on the server too.
      errors: [{ page: '/contact', kind: 'uncaught', message: 'No lead for jordan@example.com, call 513 555 0100' }],
    }).expect(204);
    const [vitals] = (await t.deps.db.collection(SITE_VITALS).get()).docs.map((doc) => doc.data());
    expect(Object.keys(vitals!).sort()).toEqual(['day', 'expiresAt', 'histograms', 'pageType']);
    expect(vitals!.pageType).toBe('/properties/:id');
    expect(Object.values(vitals!.histograms.LCP)).toEqual([2]);
    expect(Object.values(vitals!.histograms.CLS)).toEqual([1]);
    // Kept until three days after the 28-day window has passed the day.
    expect(vitals!.expiresAt.toMillis() - Date.parse(vitals!.day)).toBe(31 * 24 * 60 * 60 * 1000);

    const [errors] = (await t.deps.db.collection(SITE_ERRORS).get()).docs.map((doc) => doc.data());
    expect(Object.values(errors!.messages)).toEqual([
      { kind: 'uncaught', message: 'No lead for [email], call [number]', count: 1, pages: { '/contact': 1 } },
    ]);
    expect(JSON.stringify(errors)).not.toMatch(/jordan|0100/);
  });
});

describe('GET /api/admin/site-health', () => {
  it('is for admins: 401 signed out, 403 to agents and accounts without a role', async () => {
    await request(t.app).get(REPORT).expect(401, { message: 'Please sign in to continue' });
    const { cookie: agent } = await t.signInAsAgent();
    await request(t.app).get(REPORT).set('Cookie', agent).expect(403, { message: 'You need admin privileges to do this' });
    expect(
      (
        await request(t.app)
          .get(REPORT)
          .set('Cookie', await t.signInAsNonAdmin())
      ).status,
    ).toBe(403);
  });

  it('says nothing was measured before the first beacon', async () => {
    const { windows } = await report();
    expect(windows.map(({ days, pages, errors }) => ({ days, pages, total: errors.total, top: errors.top }))).toEqual([
      { days: 7, pages: [], total: 0, top: [] },
      { days: 28, pages: [], total: 0, top: [] },
    ]);
  });

  it("answers each page type's p75 of every beacon, with its samples and Google's rating, the most measured first", async () => {
    const listing = Array.from({ length: 40 }, (_, n) => 1000 + n * 100); // 1000 … 4900 ms: p75 about 3925
    for (let start = 0; start < listing.length; start += 20) {
      await sendBeacon({ vitals: listing.slice(start, start + 20).map((value) => lcp('/properties/:id', value)) }).expect(204);
    }
    await sendBeacon({
      vitals: [lcp('/', 1200), { page: '/', metric: 'INP', value: 650 }, { page: '/', metric: 'CLS', value: 0 }],
    }).expect(204);

    const [week, month] = (await report()).windows;
    expect(week!.pages.map((page) => page.pageType)).toEqual(['/properties/:id', '/']);
    const listingLcp = week!.pages[0]!.vitals.LCP!;
    expect(listingLcp).toEqual({ p75: expect.any(Number), samples: 40, rating: 'needs-improvement' });
    expect(Math.abs(listingLcp.p75 - 3925) / 3925).toBeLessThan(0.05);
    expect(week!.pages[0]!.vitals.INP).toBeUndefined();
    expect(week!.pages[1]!.vitals).toEqual({
      LCP: { p75: expect.any(Number), samples: 1, rating: 'good' },
      INP: { p75: expect.any(Number), samples: 1, rating: 'poor' },
      CLS: { p75: expect.any(Number), samples: 1, rating: 'good' },
    });
    expect(month!.pages).toEqual(week!.pages);
  });

  it('answers the errors by kind and the messages reported most, with the page types they came from', async () => {
    const typeError = { kind: 'uncaught', message: "TypeError: Cannot read properties of undefined (reading 'photos')" };
    await sendBeacon({ errors: [{ page: '/properties/:id', ...typeError }] }).expect(204);
    await sendBeacon({
      errors: [
        { page: '/properties/:id', ...typeError },
        { page: '/', kind: 'hydration', message: 'Hydration failed' },
      ],
    }).expect(204);
    await sendBeacon({ errors: [{ page: '/', ...typeError }] }).expect(204);

    const [week] = (await report()).windows;
    expect(week!.errors).toEqual({
      total: 4,
      byKind: { uncaught: 3, rejection: 0, hydration: 1, boundary: 0 },
      top: [
        { ...typeError, count: 3, pageTypes: ['/properties/:id', '/'] },
        { kind: 'hydration', message: 'Hydration failed', count: 1, pageTypes: ['/'] },
      ],
    });
  });

  it(`keeps at most ${SITE_ERROR_MESSAGES_PER_DAY} distinct messages a day, counting the rest by kind`, async () => {
    const distinct = SITE_ERROR_MESSAGES_PER_DAY + 5;
    const messages = Array.from({ length: distinct }, (_, n) => `Error: failure ${n}`);
    for (let start = 0; start < distinct; start += SITE_HEALTH_EVENTS_PER_VIEW) {
      const errors = messages
        .slice(start, start + SITE_HEALTH_EVENTS_PER_VIEW)
        .map((message) => ({ page: '/', kind: 'boundary', message }));
      await sendBeacon({ errors }).expect(204);
    }
    // A message kept counts on; one past the cap still counts by its kind.
    await sendBeacon({
      errors: [
        { page: '/', kind: 'boundary', message: messages[0] },
        { page: '/', kind: 'boundary', message: 'Error: one more' },
      ],
    }).expect(204);

    const [day] = (await t.deps.db.collection(SITE_ERRORS).get()).docs;
    expect(Object.keys(day!.get('messages') as object)).toHaveLength(SITE_ERROR_MESSAGES_PER_DAY);
    const [week] = (await report()).windows;
    expect(week!.errors.byKind.boundary).toBe(distinct + 2);
    expect(week!.errors.top[0]).toEqual({ kind: 'boundary', message: 'Error: failure 0', count: 2, pageTypes: ['/'] });
  });

  it('answers 7 days and 28 days: an older day is in the second window only', async () => {
    const day = 24 * 60 * 60 * 1000;
    const today = Date.parse('2026-05-10T12:00:00Z');
    const at = (ms: number) =>
      siteHealthService({ vitals: t.repos.siteVitals, errors: t.repos.siteErrors, healthHistory: t.repos.healthHistory, now: () => ms });
    await at(today - 10 * day).record({ vitals: [lcp('/sold', 5000)], errors: [] });
    await at(today - 40 * day).record({ vitals: [lcp('/about', 900)], errors: [{ page: '/about', kind: 'uncaught', message: 'Old' }] });
    await at(today).record({ vitals: [lcp('/sold', 1000)], errors: [] });

    const { windows } = await at(today).report();
    expect(
      windows.map(({ days, since, pages, errors }) => ({
        days,
        since,
        pages: pages.map((page) => [page.pageType, page.vitals.LCP?.samples]),
        errors: errors.total,
      })),
    ).toEqual([
      { days: 7, since: '2026-05-04', pages: [['/sold', 1]], errors: 0 },
      { days: 28, since: '2026-04-13', pages: [['/sold', 2]], errors: 0 },
    ]);
  });

  it("answers GET /api/health's history: each of the last 7 days' checks, the slowest answer and the failures", async () => {
    await request(t.app).get('/api/health').expect(200);
    await waitForChecks(1);
    const { health } = await report();
    expect(health.days).toHaveLength(7);
    expect(health.days[0]).toEqual({ day: new Date().toISOString().slice(0, 10), checks: 1, failures: 0, slowestMs: expect.any(Number) });
    expect(health.days.slice(1).every((day) => day.checks === 0 && day.slowestMs === null)).toBe(true);
    expect(health.failingHours).toEqual([]);
  });

  it("keeps an hour's failures through the checks that pass after them, and names the failing services", async () => {
    const check = (at: string, mail: 'ok' | 'failing', mailMs: number) => ({
      status: mail,
      checkedAt: at,
      dependencies: {
        firestore: { status: 'ok' as const, latencyMs: 12 },
        auth: { status: 'ok' as const, latencyMs: 30 },
        storage: { status: 'ok' as const, latencyMs: 8 },
        mail: { status: mail, latencyMs: mailMs },
      },
    });
    await t.repos.healthHistory.record(check('2026-05-10T13:05:00.000Z', 'failing', 2000));
    await t.repos.healthHistory.record(check('2026-05-10T13:20:00.000Z', 'ok', 140));
    await t.repos.healthHistory.record(check('2026-05-09T08:00:00.000Z', 'ok', 95));

    const service = siteHealthService({
      vitals: t.repos.siteVitals,
      errors: t.repos.siteErrors,
      healthHistory: t.repos.healthHistory,
      now: () => Date.parse('2026-05-10T18:00:00Z'),
    });
    const { health } = await service.report();
    expect(health.days.slice(0, 2)).toEqual([
      { day: '2026-05-10', checks: 2, failures: 1, slowestMs: expect.any(Number) },
      { day: '2026-05-09', checks: 1, failures: 0, slowestMs: expect.any(Number) },
    ]);
    // The slowest answer, rounded up to within 5% above it.
    for (const [day, slowest] of [
      [0, 2000],
      [1, 95],
    ] as const) {
      expect(health.days[day]!.slowestMs).toBeGreaterThanOrEqual(slowest);
      expect(health.days[day]!.slowestMs).toBeLessThanOrEqual(Math.ceil(slowest * 1.05));
    }
    expect(health.days.map((day) => day.day)).toEqual([
      '2026-05-10',
      '2026-05-09',
      '2026-05-08',
      '2026-05-07',
      '2026-05-06',
      '2026-05-05',
      '2026-05-04',
    ]);
    expect(health.failingHours).toEqual([{ hour: '2026-05-10T13', failures: 1, dependencies: ['mail'] }]);
  });
});

/** The history is written after the health answer, never before it: wait until `count` checks are in. */
const waitForChecks = (count: number) =>
  waitUntil(`${count} health checks in the history`, async () => {
    const hours = await t.repos.healthHistory.since('2000-01-01T00');
    return hours.reduce((sum, hour) => sum + hour.checks, 0) >= count;
  });
