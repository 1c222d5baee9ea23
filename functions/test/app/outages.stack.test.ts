import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PAGE_UNAVAILABLE, SERVICE_UNAVAILABLE_MESSAGE } from '@estate/domain';
import { appCheckHeader } from '../../../scripts/stack/appCheckStandIn';
import { DEADLINES_MS, RETRY_AFTER_SECONDS } from '../../src/platform/deadlines';
import { STALE_PAGE_CACHE } from '../../src/site/siteApp';
import { adminApp, wipeProject } from '../support/emulators';
import { validPayloads } from '../support/leads';
import { listeningProcess, pauseProcess } from '../support/pausedProcess';
import { ORIGIN } from '../support/testApp';
import { waitUntil } from '../support/waitUntil';

/**
 * The running stack that `npm test` started (Hosting, the api and site functions, the emulators)
 * while the Firestore emulator's process is stopped, as a database that hangs without failing:
 * every answer still comes in about its deadline, and nothing sent meanwhile is lost or doubled.
 */
const firebaseJson = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'firebase.json'), 'utf8')) as {
  emulators: { hosting: { port: number } };
};
const SITE_URL = `http://localhost:${firebaseJson.emulators.hosting.port}`;
/** On top of a deadline, for a busy machine and the emulators' own hops: a bound on a hang, never a speed claim. */
const SLACK_MS = 15_000;
/** A test here waits out several deadlines in a row. */
const TEST_TIMEOUT_MS = 120_000;

const clients = adminApp();
const lead = { ...validPayloads.contact_form, email: 'outage@example.com' };
const idempotencyKey = randomUUID();
/** How long each answer took, printed at the end for whoever reads the run. */
const measured: string[] = [];
/** The lead form's App Check token, from the stack's stand-in (its route needs no database). */
let appChecked: Record<string, string> = {};

async function timed(method: 'GET' | 'POST', path: string, body?: object) {
  const started = performance.now();
  const response = await fetch(`${SITE_URL}${path}`, {
    method,
    headers: body ? { Origin: ORIGIN, 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey, ...appChecked } : {},
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(TEST_TIMEOUT_MS),
  });
  const text = await response.text();
  const ms = Math.round(performance.now() - started);
  measured.push(`${method} ${path}: ${response.status} in ${ms} ms`);
  return { status: response.status, headers: response.headers, text, ms };
}

const sendLead = () => timed('POST', '/api/leads', lead);
const leadsOfTheVisitor = async () => (await clients.db.collection('leads').where('email', '==', lead.email).get()).docs;

let firestore: { resume(): void } | undefined;
const resumeFirestore = () => {
  firestore?.resume();
  firestore = undefined;
};

beforeAll(async () => {
  await wipeProject();
  appChecked = await appCheckHeader(SITE_URL);
  // Both functions' workers started, with the home page rendered once and kept by the site's instance.
  expect((await timed('GET', '/api/properties/featured')).status).toBe(200);
  const home = await timed('GET', '/');
  expect(home.status).toBe(200);
  expect(home.headers.get('Cache-Status')).toBeNull();
}, TEST_TIMEOUT_MS);

afterAll(async () => {
  resumeFirestore();
  await clients.close();
  console.info(`Answers with the Firestore emulator stopped, then running again:\n${measured.join('\n')}`);
});

describe('with the Firestore emulator stopped', () => {
  beforeAll(() => {
    const port = Number(process.env.FIRESTORE_EMULATOR_HOST!.split(':').at(-1));
    firestore = pauseProcess(listeningProcess(port));
  });
  afterAll(resumeFirestore);

  it(
    'answers a lead 503 with Retry-After and the outage message, within the write deadline',
    async () => {
      const answer = await sendLead();
      expect(answer.status).toBe(503);
      expect(answer.headers.get('Retry-After')).toBe(String(RETRY_AFTER_SECONDS));
      expect(JSON.parse(answer.text)).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE });
      expect(answer.ms).toBeLessThan(DEADLINES_MS.write + SLACK_MS);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'serves the home page as last rendered, marked stale, within the read deadline',
    async () => {
      const answer = await timed('GET', '/');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Cache-Status')).toBe('site; hit; detail=stale');
      expect(answer.headers.get('Cache-Control')).toBe(STALE_PAGE_CACHE);
      expect(answer.text).toContain('<title>');
      expect(answer.ms).toBeLessThan(DEADLINES_MS.read + SLACK_MS);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'answers a page never rendered before with the 503 page and Retry-After, within the read deadline',
    async () => {
      const answer = await timed('GET', '/blog');
      expect(answer.status).toBe(503);
      expect(answer.headers.get('Retry-After')).toBe(String(RETRY_AFTER_SECONDS));
      expect(answer.text).toContain(`<title>${PAGE_UNAVAILABLE.title} |`);
      expect(answer.text).toContain(PAGE_UNAVAILABLE.description);
      expect(answer.ms).toBeLessThan(DEADLINES_MS.read + SLACK_MS);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'reports Firestore failing at /api/health within its check deadline',
    async () => {
      const answer = await timed('GET', '/api/health');
      expect(answer.status).toBe(503);
      const report = JSON.parse(answer.text) as { status: string; dependencies: Record<string, { status: string }> };
      expect(report.status).toBe('failing');
      expect(report.dependencies.firestore?.status).toBe('failing');
      expect(answer.ms).toBeLessThan(DEADLINES_MS.healthCheck + SLACK_MS);
    },
    TEST_TIMEOUT_MS,
  );
});

describe('once the Firestore emulator runs again, without a restart', () => {
  it(
    'stores the lead sent again with the same key, once: the write that was under way does not double it',
    async () => {
      const answer = await sendLead();
      expect(answer.status).toBe(201);
      const { id } = JSON.parse(answer.text) as { id: string };
      expect(answer.ms).toBeLessThan(DEADLINES_MS.write + SLACK_MS);
      // By the time every service answers again, the first request's write has long had its chance to land.
      await waitUntil('every service to answer', async () => (await fetch(`${SITE_URL}/api/health`)).ok, TEST_TIMEOUT_MS / 2);
      expect((await leadsOfTheVisitor()).map((doc) => doc.id)).toEqual([id]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'reports every service ok, and renders pages afresh',
    async () => {
      const health = await timed('GET', '/api/health');
      expect(health.status).toBe(200);
      const report = JSON.parse(health.text) as { status: string; dependencies: Record<string, { status: string }> };
      expect(report.status).toBe('ok');
      expect(Object.values(report.dependencies).map((dependency) => dependency.status)).toEqual(['ok', 'ok', 'ok', 'ok']);
      const home = await timed('GET', '/');
      expect(home.status).toBe(200);
      expect(home.headers.get('Cache-Status')).toBeNull();
    },
    TEST_TIMEOUT_MS,
  );
});
