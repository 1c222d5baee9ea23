// `npm run perf`: build, start the local stack with seed data, check the bundle and Lighthouse
// budgets, stop. `npm test` runs the same checks as its last step.
import { adminClients } from './firebaseAdmin';
import { checkPerformanceBudgets } from './perf/budgets';
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
  await checkPerformanceBudgets();
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
