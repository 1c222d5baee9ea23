// `npm run perf`: build, start the local stack with seed data, then benchmark the public pages
// (initial JavaScript per page; Lighthouse performance, LCP, TBT, CLS and bytes with the machine's
// benchmarkIndex; the server render's latency), stop. A report, not a gate: it exits 0 whatever the scores and fails only when it
// could not measure. `npm test` gates what does not depend on the machine (scripts/perf/budgets.ts).
import { adminClients } from './firebaseAdmin';
import { runBenchmark } from './perf/benchmark';
import { checkBundleBudget } from './perf/bundleBudget';
import { measureRenderLatency } from './perf/renderLatency';
import { seedDatabase } from './seedDatabase';
import { buildAll } from './stack/build';
import { ensureChromium } from './stack/chromium';
import { startStack } from './stack/stack';

await ensureChromium();
await buildAll();
const stack = await startStack({ persist: false });
let failed = false;
try {
  const { db, auth, close } = adminClients(stack.env);
  await seedDatabase(db, auth);
  await close();
  checkBundleBudget();
  await runBenchmark();
  await measureRenderLatency();
} catch (error) {
  failed = true;
  console.error(`[perf] Could not measure: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
