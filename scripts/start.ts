// `npm start`: build, start the local Firebase stack and the local MLS, seed an empty database,
// serve until Ctrl-C, importing the local MLS's listings in the background once the site is up.
import { MLS_LISTINGS } from '@estate/domain';
import { mlsSourceSetups, mlsSync } from '../functions/src/seeding';
import { adminClients } from './firebaseAdmin';
import { keptDataUpdates, seedDatabase, stackFileStore } from './seedDatabase';
import { buildAll } from './stack/build';
import { DEMO_ADMIN, DEMO_AGENT, DEMO_TOTP_SECRET, MAIL_INBOX_URL, SITE_URL } from './stack/config';
import { localMlsSettings } from './stack/functionsLocalEnv';
import { backgroundMlsImport, BACKGROUND_RUN_BUDGET_MS } from './stack/mlsImport';
import { startStack } from './stack/stack';

/**
 * The local MLS: the default data set, a believable market, its photo URLs unsigned. Its photos
 * take hours of the background (10 listings a run): signed URLs would cost each listing a record
 * read for fresh ones by its turn (its source's `mediaUrlLifetimeMinutes`), and a restarted local
 * MLS signs with a new key, so those queued before a restart would fail however young, each
 * costing a failed try and an hour's wait.
 */
const LOCAL_MLS = { listings: 5_000, mediaUrlLifetimeS: null };

console.log('[start] Building the function and the site...');
await buildAll();
console.log('[start] Starting the emulators and the local MLS (logs in .local/logs/)...');
const stack = await startStack({ persist: true, localMls: LOCAL_MLS });

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
  Local MLS (its listings imported in the background, a line a run): ${stack.mls?.url ?? 'not running'}
  Local demo logins (emulators only): admin: username '${DEMO_ADMIN.username}', password '${DEMO_ADMIN.password}'
                                      agent: username '${DEMO_AGENT.username}', password '${DEMO_AGENT.password}'
                                      then the second factor's code: \`npm run totp\` prints it (or add the
                                      secret ${DEMO_TOTP_SECRET} to an authenticator app)

  Press Ctrl-C to stop; your local data is kept for the next start.
`);

/** The local MLS's listings copied into the replica, run after run, as the schedule does in production. */
function startMlsImport() {
  const { sources, credentials } = localMlsSettings();
  const setups = mlsSourceSetups(sources, credentials);
  const clients = adminClients(stack.env);
  const listings = clients.db.collection(MLS_LISTINGS);
  const importer = backgroundMlsImport({
    replication: mlsSync(clients.db, stackFileStore(stack.env, clients.app), setups, { runBudgetMs: BACKGROUND_RUN_BUDGET_MS }),
    names: Object.fromEntries(setups.map(({ source }) => [source.id, source.name])),
    listingsOf: async (sourceId) => (await listings.where('sourceId', '==', sourceId).count().get()).data().count,
    log: (line) => console.log(line),
  });
  return {
    async stop() {
      importer.stop();
      // A run under way ends here: its next write fails, and the next start continues from what it stored.
      await clients.close();
    },
  };
}
const mlsImport = stack.mls ? startMlsImport() : undefined;

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('\n[start] Saving local data and stopping the emulators...');
  await mlsImport?.stop();
  await stack.stop();
  console.log('[start] Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
