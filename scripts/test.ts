// `npm test`: every layer, in order of cost. Steps that need the emulators run against one
// stack started here (fresh data, nothing persisted) and stopped at the end, pass or fail.
// `npm test -- unit` (or any step names) runs only those steps.
import { adminClients } from './firebaseAdmin';
import { checkPerformanceBudgets } from './perf/budgets';
import { seedDatabase } from './seedDatabase';
import { buildAll } from './stack/build';
import { ensureChromium } from './stack/chromium';
import { SITE_URL } from './stack/config';
import { run, StepFailed } from './stack/run';
import { startStack, type Stack } from './stack/stack';
import { wipeEmulators } from './stack/wipe';

interface Step {
  name: string;
  needsStack: boolean;
  run(stack?: Stack): Promise<void>;
}

const jest = (projects: string[], env: Record<string, string> = {}, extra: string[] = []) =>
  run(`jest ${projects.join(', ')}`, 'npx', ['jest', '--ci', '--selectProjects', ...projects, ...extra], env);

const steps: Step[] = [
  { name: 'typecheck', needsStack: false, run: () => run('typecheck', 'npm', ['run', '--silent', 'typecheck']) },
  { name: 'lint', needsStack: false, run: () => run('lint', 'npm', ['run', '--silent', 'lint']) },
  { name: 'unit', needsStack: false, run: () => jest(['domain', 'scripts', 'hosting']) },
  // API tests wipe the stack's project between tests, so one file at a time.
  { name: 'api', needsStack: true, run: (stack) => jest(['api'], stack?.env, ['--runInBand']) },
  {
    name: 'rules',
    needsStack: true,
    run: async (stack) => {
      if (!stack?.storage) console.log('[test] Storage rules tests will be SKIPPED: no Storage emulator here (it needs Java 21).');
      await jest(['rules'], stack?.env);
    },
  },
  {
    name: 'e2e',
    needsStack: true,
    run: async (stack) => {
      await ensureChromium();
      await reseed(stack!);
      await run('e2e', 'npx', ['playwright', 'test'], { SITE_URL });
    },
  },
  {
    // Issue 4's budgets (initial JavaScript, Lighthouse) on the built site, freshly seeded; `npm run perf` runs them alone.
    name: 'perf',
    needsStack: true,
    run: async (stack) => {
      await ensureChromium();
      await reseed(stack!);
      await checkPerformanceBudgets();
    },
  },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !steps.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(`Unknown test step(s): ${unknown.join(', ')}. Steps: ${steps.map((step) => step.name).join(', ')}`);
  process.exit(2);
}
const selected = wanted.length === 0 ? steps : steps.filter((step) => wanted.includes(step.name));

const results: { name: string; ok: boolean; seconds: number }[] = [];
let stack: Stack | undefined;
let failed = false;

async function startTestStack(): Promise<Stack> {
  console.log('\n[test] Building and starting the emulators...');
  await buildAll();
  return startStack({ persist: false });
}

/** The end-to-end tests see the site as `npm start` shows it: freshly seeded. */
async function reseed(started: Stack): Promise<void> {
  await wipeEmulators(started.env);
  const { db, auth, close } = adminClients(started.env);
  await seedDatabase(db, auth);
  await close();
}

const stopOnSignal = () => {
  void stack?.stop().finally(() => process.exit(130));
};
process.on('SIGINT', stopOnSignal);
process.on('SIGTERM', stopOnSignal);

try {
  for (const step of selected) {
    const started = Date.now();
    console.log(`\n[test] ── ${step.name} ──`);
    try {
      if (step.needsStack && !stack) stack = await startTestStack();
      await step.run(stack);
      results.push({ name: step.name, ok: true, seconds: (Date.now() - started) / 1000 });
    } catch (error) {
      failed = true;
      results.push({ name: step.name, ok: false, seconds: (Date.now() - started) / 1000 });
      console.error(`[test] ${error instanceof StepFailed ? error.message : String(error)}`);
    }
  }
} finally {
  await stack?.stop();
}

console.log('\n[test] Summary');
for (const result of results) console.log(`  ${result.ok ? 'PASS' : 'FAIL'}  ${result.name.padEnd(10)} ${result.seconds.toFixed(1)}s`);
const passed = results.filter((result) => result.ok).length;
console.log(`steps: ${passed} passed, ${results.length - passed} failed`);
process.exit(failed ? 1 : 0);
