// `npm start`: build, start the local Firebase stack, seed an empty database, serve until Ctrl-C.
import { adminClients } from './firebaseAdmin';
import { keptDataUpdates, seedDatabase, stackFileStore } from './seedDatabase';
import { buildAll } from './stack/build';
import { DEMO_ADMIN, DEMO_AGENT, MAIL_INBOX_URL, SITE_URL } from './stack/config';
import { startStack } from './stack/stack';

console.log('[start] Building the function and the site...');
await buildAll();
console.log('[start] Starting the emulators (logs in .local/logs/)...');
const stack = await startStack({ persist: true });

const { app, db, auth, close } = adminClients(stack.env);
const summary = await seedDatabase(db, auth, { files: stackFileStore(stack.env, app) });
await close();
console.log(
  summary.seeded
    ? `[start] Seeded an empty database: ${JSON.stringify(summary.counts)}`
    : `[start] Kept the data from your last session${keptDataUpdates(summary)} (npm run reset starts over).`,
);

console.log(`
  Queen City Estates is running at ${SITE_URL}

  Staff dashboard: ${SITE_URL}/admin
  Mail the site sends (local inbox, nothing leaves this machine): ${MAIL_INBOX_URL}
  Local demo logins (emulators only): admin: username '${DEMO_ADMIN.username}', password '${DEMO_ADMIN.password}'
                                      agent: username '${DEMO_AGENT.username}', password '${DEMO_AGENT.password}'

  Press Ctrl-C to stop; your local data is kept for the next start.
`);

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('\n[start] Saving local data and stopping the emulators...');
  await stack.stop();
  console.log('[start] Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
