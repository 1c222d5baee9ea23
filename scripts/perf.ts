// `npm run perf`: build, start the local stack with seed data, then benchmark the public pages
// (initial JavaScript per page; Lighthouse performance, LCP, TBT, CLS and bytes with the machine's
// benchmarkIndex; the server render's latency), stop. A report, not a gate: it exits 0 whatever the scores and fails only when it
// could not measure. `npm test` gates what does not depend on the machine (scripts/perf/budgets.ts).
// Then the lead inbox over 20,000 leads. `npm run perf -- leads` (or `pages`) runs only that part.
import { adminClients } from './firebaseAdmin';
import { runBenchmark } from './perf/benchmark';
import { checkBundleBudget } from './perf/bundleBudget';
import { measureLeadInbox } from './perf/leadInbox';
import { measureRenderLatency } from './perf/renderLatency';
import { seedDatabase } from './seedDatabase';
import { buildAll } from './stack/build';
import { ensureChromium } from './stack/chromium';
import { startStack } from './stack/stack';

const parts = process.argv.slice(2);
const runs = (part: 'pages' | 'leads') => parts.length === 0 || parts.includes(part);

if (runs('pages')) await ensureChromium();
await buildAll();
const stack = await startStack({ persist: false });
let failed = false;
try {
  const { db, auth, close } = adminClients(stack.env);
  try {
    await seedDatabase(db, auth);
    if (runs('pages')) {
      checkBundleBudget();
      await runBenchmark();
      await measureRenderLatency();
    }
    // Last: its 20,000 leads would otherwise be in the pages' data.
    if (runs('leads')) await measureLeadInbox(db);
  } finally {
    await close();
  }
} catch (error) {
  failed = true;
  console.error(`[perf] Could not measure: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
