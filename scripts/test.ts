// `npm test`: every layer, in order of cost. Steps that need the emulators run against one
// stack started here (fresh data, nothing persisted) and stopped at the end, pass or fail.
// `npm test -- unit` (or any step names) runs only those steps, and `npm test -- api functions/test/leads`
// only the test files whose paths match. The last line counts the tests of every runner:
// `tests: N passed, N failed, N skipped`.
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { checkDeploy, prepareDeployCheck } from './deploy/deployCheck';
import { reportChecks } from './deploy/report';
import { checkDataRoundTrip } from './testing/dataRoundTrip';
import { adminClients } from './firebaseAdmin';
import { checkDeterministicBudgets } from './perf/budgets';
import { listingPhotos, seedDatabase, stackFileStore } from './seedDatabase';
import { startAuthEmulator } from './stack/authEmulator';
import { buildAll } from './stack/build';
import { ensureChromium } from './stack/chromium';
import { SITE_URL } from './stack/config';
import { LOCAL_DIR, ROOT } from './stack/paths';
import { stopAllGroups, type ManagedProcess } from './stack/processes';
import { run, StepFailed } from './stack/run';
import { startStack, type Stack } from './stack/stack';
import { wipeEmulators } from './stack/wipe';
import { API_WORKER_IDS, API_WORKERS, apiWorkerAuthOffset, apiWorkerEnv, apiWorkersEnv } from './testing/apiWorkers';
import { oneCheck, readJestReport, readPlaywrightReport, type TestCounts } from './testing/results';
import { printSlowestFiles, printSummary, type StepResult } from './testing/summary';

interface Step {
  name: string;
  needsStack: boolean;
  /**
   * What the step needs from the network, fetched by `--prepare` before the steps run where only
   * loopback exists (scripts/bootstrap.mjs).
   */
  prepare?(): Promise<void>;
  /**
   * The step it runs beside, started together when both are selected, where the machine has room
   * for both: they share no data. Its output goes to `log`, printed once both are done.
   */
  beside?: string;
  /** Runs the step; answers what its runner counted (a check without a runner counts as one test). */
  run(stack?: Stack, log?: string): Promise<TestCounts>;
}

const REPORT_DIR = join(LOCAL_DIR, 'test-results');

/**
 * Test files to run, by path (`npm test -- api functions/test/leads`): each runner gets them as
 * its path filter, and a step with no matching file passes with nothing run.
 */
const isPath = (arg: string) => arg.includes('/') || arg.includes('.');
const onlyPaths = process.argv.slice(2).filter(isPath);
const onlyPathsArgs = (passWithNone: string) => (onlyPaths.length > 0 ? [passWithNone, ...onlyPaths] : []);

/** One jest run over `projects`; its JSON report gives the counts even when it fails. */
async function jest(
  step: string,
  projects: string[],
  env: Record<string, string> = {},
  extra: string[] = [],
  log?: string,
): Promise<TestCounts> {
  const report = join(REPORT_DIR, `${step}.json`);
  rmSync(report, { force: true });
  const args = [
    'jest',
    '--ci',
    '--selectProjects',
    ...projects,
    '--json',
    '--outputFile',
    report,
    ...extra,
    ...onlyPathsArgs('--passWithNoTests'),
  ];
  const outcome = await run(`jest ${projects.join(', ')}`, 'npx', args, env, log).catch((error: unknown) => error);
  const results = readJestReport(report, ROOT);
  if (step === 'unit' && results) printSlowestFiles(results.files, 10);
  return settle(outcome, results?.counts);
}

/** Playwright with its JSON report beside the list output; 'flaky' tests passed only on their retry. */
async function playwright(env: Record<string, string>): Promise<TestCounts> {
  const report = join(REPORT_DIR, 'e2e.json');
  rmSync(report, { force: true });
  const outcome = await run('e2e', 'npx', ['playwright', 'test', '--reporter=list,json', ...onlyPathsArgs('--pass-with-no-tests')], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  }).catch((error: unknown) => error);
  return settle(outcome, readPlaywrightReport(report));
}

/**
 * A runner's counts, or one failure where it failed without counting any (it crashed before its
 * report): a failed step can never add up to zero failures.
 */
function settle(outcome: unknown, counts: TestCounts | undefined): TestCounts {
  const failed = outcome instanceof Error;
  if (!counts) {
    if (failed) throw outcome;
    throw new Error('the runner wrote no report');
  }
  if (failed && counts.failed === 0) return { ...counts, failed: 1 };
  return counts;
}

/** The site's build, once per run: the deploy step and the emulator stack both wait on it. */
let siteBuilt: Promise<void> | undefined;
const buildOnce = () => (siteBuilt ??= buildAll());

const check = async (task: () => Promise<unknown>): Promise<TestCounts> => {
  await task();
  return oneCheck(true);
};

/**
 * The seed's listing photos, made beside the api step when `.local/seed-photos/` has none yet, so
 * the first reseed finds them ready: about a minute of one core on a fresh clone. A failure here
 * is the seed's to report.
 */
let listingPhotosReady: Promise<unknown> | undefined;
const prepareListingPhotos = () => (listingPhotosReady ??= listingPhotos().catch(() => undefined));

/**
 * An Auth emulator for each api worker (testing/apiWorkers.ts), started once, beside the stack (so
 * the api step finds them up), and stopped at the end of the run. A failure to start is the api
 * step's to report.
 */
let apiWorkerAuth: Promise<ManagedProcess[]> | undefined;
const apiWorkerAuthOnce = () => (apiWorkerAuth ??= startApiWorkerAuth());
async function startApiWorkerAuth(): Promise<ManagedProcess[]> {
  const started = await Promise.allSettled(
    API_WORKER_IDS.map((worker) =>
      startAuthEmulator({ persist: false, portOffset: apiWorkerAuthOffset(worker), project: apiWorkerEnv(worker).GCLOUD_PROJECT }),
    ),
  );
  const running = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (!failed) return running;
  await stopAll(running);
  throw failed.reason;
}
const stopAll = (processes: ManagedProcess[]) => Promise.all(processes.map((process) => process.stop('SIGINT', 60_000)));

/** The end-to-end tests and budgets see the site as `npm start` shows it: freshly seeded. */
async function reseed(started: Stack): Promise<void> {
  await prepareListingPhotos();
  await wipeEmulators(started.env);
  const { app, db, auth, close } = adminClients(started.env);
  await seedDatabase(db, auth, { files: stackFileStore(started.env, app) });
  await close();
}

const steps: Step[] = [
  { name: 'typecheck', needsStack: false, run: () => check(() => run('typecheck', 'npm', ['run', '--silent', 'typecheck'])) },
  {
    // One core each: the two checks together, while the site builds and the emulators start.
    name: 'lint',
    needsStack: false,
    beside: 'typecheck',
    run: (_stack, log) => check(() => run('lint', 'npm', ['run', '--silent', 'lint'], {}, log)),
  },
  { name: 'unit', needsStack: false, run: () => jest('unit', ['domain', 'scripts', 'hosting']) },
  {
    // The api tests that drive the stack itself (its Hosting and functions, or the Firestore
    // emulator's process, stopped): alone on the stack, and without the background triggers,
    // which would update the leads they check. They mostly wait on the stack, so beside the
    // unit tests, which use no emulator.
    name: 'api-stack',
    needsStack: true,
    beside: 'unit',
    run: async (stack, log) => {
      await stack?.triggers.pause();
      try {
        return await jest('api-stack', ['api-stack'], stack?.env, ['--runInBand'], log);
      } finally {
        await stack?.triggers.resume();
      }
    },
  },
  {
    // What `firebase deploy` would upload, checked offline: runtime, functions artifact, rewrites, source maps.
    name: 'deploy',
    needsStack: false,
    prepare: prepareDeployCheck,
    run: async () => {
      await buildOnce();
      return reportChecks(await checkDeploy());
    },
  },
  // API tests wipe their project between tests: each worker has its own (testing/apiWorkers.ts).
  {
    name: 'api',
    needsStack: true,
    run: async (stack) => {
      if (selected.some((step) => step.name === 'e2e' || step.name === 'budgets')) void prepareListingPhotos();
      await apiWorkerAuthOnce();
      return jest('api', ['api'], { ...stack?.env, ...apiWorkersEnv() }, [`--maxWorkers=${API_WORKERS}`]);
    },
  },
  {
    // In a project of its own (rules-tests/environment.ts), so beside the api tests: their data never meet.
    name: 'rules',
    needsStack: true,
    beside: 'api',
    run: async (stack, log) => {
      if (!stack?.storage) console.log('[test] Storage rules tests will be SKIPPED: no Storage emulator here (it needs Java 21).');
      return jest('rules', ['rules'], stack?.env, [], log);
    },
  },
  {
    name: 'e2e',
    needsStack: true,
    prepare: ensureChromium,
    run: async (stack) => {
      await ensureChromium();
      await reseed(stack!);
      return playwright({ SITE_URL, ...(stack!.mls ? { LOCAL_MLS_URL: stack!.mls.url } : {}) });
    },
  },
  {
    // `npm run data:export` then `data:import` into a fresh Firestore and Auth lose nothing; over
    // the data the e2e step left, with the background triggers paused so that nothing moves.
    name: 'data',
    needsStack: true,
    run: async (stack) => {
      // Alone (`npm test -- data`), over the seed.
      if (!selected.some((step) => step.name === 'e2e')) await reseed(stack!);
      await stack!.triggers.pause();
      try {
        return reportChecks([await checkDataRoundTrip(stack!)], 'data');
      } finally {
        await stack!.triggers.resume();
      }
    },
  },
  {
    // Deterministic budgets of the public pages; `npm run perf` measures their speed. Lighthouse
    // keeps about one core busy: beside the api tests, which leave the stack's project alone.
    name: 'budgets',
    needsStack: true,
    beside: 'api',
    prepare: ensureChromium,
    run: async (stack, log) => {
      await ensureChromium();
      await reseed(stack!);
      return check(() => checkDeterministicBudgets(log ? (line) => appendFileSync(log, `${line}\n`) : undefined));
    },
  },
];

const preparing = process.argv.includes('--prepare');
const isStep = (arg: string) => steps.some((step) => step.name === arg);
const wanted = process.argv.slice(2).filter((arg) => arg !== '--prepare' && !isPath(arg));
const unknown = wanted.filter((name) => !isStep(name));
if (unknown.length > 0) {
  console.error(`Unknown test step(s): ${unknown.join(', ')}. Steps: ${steps.map((step) => step.name).join(', ')}`);
  process.exit(2);
}
const selected = wanted.length === 0 ? steps : steps.filter((step) => wanted.includes(step.name));

if (preparing) {
  for (const step of selected) await step.prepare?.();
  process.exit(0);
}

// Ctrl-C or SIGTERM: stop the running step and the emulators at once, with everything they
// started, and end with 130 without running or summing anything more.
let stopping: Promise<void> | undefined;
const stopOnSignal = (signal: NodeJS.Signals) => {
  if (stopping) return;
  console.error(`\n[test] ${signal}: stopping every process this run started...`);
  stopping = stopAllGroups().finally(() => process.exit(130));
};
process.on('SIGINT', stopOnSignal);
process.on('SIGTERM', stopOnSignal);

mkdirSync(REPORT_DIR, { recursive: true });
const results: StepResult[] = [];

/**
 * The site's build and the emulators' start (mostly waiting on Java) go on beside the first
 * steps, which use one core each, so the steps that need the stack find it ready.
 */
async function startTestStack(): Promise<Stack | StackFailure> {
  const started = Date.now();
  console.log('[test] Building and starting the emulators beside the first steps...');
  // Beside the build and the emulators' start: the api step finds its workers' Auth emulators up.
  // Its failure is the api step's to report, when it awaits them.
  if (selected.some((step) => step.name === 'api')) apiWorkerAuthOnce().catch(() => undefined);
  try {
    await buildOnce();
    // A small local MLS on a clock that stands still, imported by the tests that need it (none in the background).
    const stack = await startStack({ persist: false, testLimits: true, localMls: { listings: 300, frozenClock: true } });
    console.log(`[test] Emulators ready after ${((Date.now() - started) / 1000).toFixed(1)}s.`);
    return stack;
  } catch (error) {
    return {
      failure: `the emulator stack did not start (${error instanceof Error ? error.message : String(error)})`,
      seconds: (Date.now() - started) / 1000,
    };
  }
}

interface StackFailure {
  failure: string;
  seconds: number;
}

// Without the stack, the deploy step's build still goes on beside the first steps; its failure is the step's to report.
if (selected.some((step) => step.name === 'deploy')) buildOnce().catch(() => undefined);
const stackStarting = selected.some((step) => step.needsStack) ? startTestStack() : undefined;
// A stack that fails to start fails the run once; the steps that needed it are listed as not run.
let stackFailureReported = false;

/**
 * Runs one step once the stack it needs is up, timed; answers its results (and the stack's
 * failure, the first time a step finds it failed). A step beside another writes its output to `log`.
 */
async function runStep(step: Step, log?: string): Promise<StepResult[]> {
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;
  const stack = step.needsStack ? await stackStarting : undefined;
  if (stack && 'failure' in stack) {
    const notRun: StepResult = { name: step.name, status: 'not run', seconds: 0 };
    if (stackFailureReported) {
      console.log(`[test] ${step.name} not run: ${stack.failure}`);
      return [notRun];
    }
    console.error(`[test] ${stack.failure}`);
    stackFailureReported = true;
    return [{ name: 'stack', status: 'fail', seconds: stack.seconds, counts: oneCheck(false) }, notRun];
  }
  try {
    const counts = await step.run(stack, log);
    return [{ name: step.name, status: counts.failed > 0 ? 'fail' : 'pass', seconds: seconds(), counts }];
  } catch (error) {
    console.error(`[test] ${step.name}: ${error instanceof StepFailed ? error.message : String(error)}`);
    return [{ name: step.name, status: 'fail', seconds: seconds(), counts: oneCheck(false) }];
  }
}

const runsBeside = (step: Step) => step.beside !== undefined && selected.some((other) => other.name === step.beside);

try {
  for (const step of selected) {
    if (stopping) break;
    if (runsBeside(step)) continue;
    const partners = selected.filter((other) => other.beside === step.name);
    console.log(`\n[test] ── ${step.name} ──`);
    for (const partner of partners) console.log(`[test] ${partner.name} runs beside ${step.name}: its output follows.`);
    const besides = partners.map((partner) => {
      const log = join(REPORT_DIR, `${partner.name}.log`);
      return { partner, log, results: runStep(partner, log) };
    });
    results.push(...(await runStep(step)));
    for (const { partner, log, results: partnerResults } of besides) {
      const done = await partnerResults;
      console.log(`\n[test] ── ${partner.name} (beside ${step.name}) ──`);
      if (existsSync(log)) process.stdout.write(readFileSync(log, 'utf8'));
      results.push(...done);
    }
  }
} finally {
  const [stack, workerAuth = []] = await Promise.all([stackStarting, apiWorkerAuth?.catch(() => [])]);
  if (!stopping) await Promise.all([stack && !('failure' in stack) ? stack.stop() : undefined, stopAll(workerAuth)]);
}
if (stopping) await stopping;

const ok = printSummary(results);
process.exit(ok ? 0 : 1);
