// `npm run mls:sync [-- --source <id>] [--full]`: on the running local stack, what the MLS
// schedule does every 15 minutes in production: each configured source's changes copied into
// the replica (mlsListings) and their photos into the stack's file store, run after run until it
// has caught up. MLS_SOURCES and MLS_CREDENTIALS are read from the environment, else as the local
// functions have them (functions/.env.local, functions/.secret.local: the local MLS that `npm start`
// runs; docs/operations.md#mls-sources).
import { parseArgs } from 'node:util';
import { mlsSourceSetups, mlsSync } from '../functions/src/seeding';
import { adminClients } from './firebaseAdmin';
import { emulators } from './stack/config';
import { localMlsSettings } from './stack/functionsLocalEnv';
import { leftWork } from './stack/mlsImport';
import { portInUse } from './stack/processes';
import { stackEnv, stackFiles } from './stack/stackFiles';

/** Runs one command makes at most: a first load of 50,000 listings takes a few dozen. */
const MAX_RUNS = 200;

const { values } = parseArgs({ options: { source: { type: 'string' }, full: { type: 'boolean', default: false } } });
if (!(await portInUse(emulators.hosting.host, emulators.hosting.port))) {
  console.error('No local stack is running: start one with `npm start` first.');
  process.exit(1);
}
const settings = localMlsSettings();
const sources = mlsSourceSetups(settings.sources, settings.credentials);
if (sources.length === 0) {
  console.error('No MLS source is configured: set MLS_SOURCES (and MLS_CREDENTIALS) as docs/operations.md#mls-sources says.');
  process.exit(2);
}
const ids = sources.map(({ source }) => source.id);
if (values.source !== undefined && !ids.includes(values.source)) {
  console.error(`No source "${values.source}": the sources are ${ids.join(', ')}`);
  process.exit(2);
}

const env = await stackEnv();
const { app, db, close } = adminClients(env);
try {
  const replication = mlsSync(db, stackFiles(env, app), sources);
  if (values.full) for (const id of values.source ? [values.source] : ids) await replication.requestResync(id);
  // Again while a run stopped at its deadline, or fetched photos and left some: until it has caught up.
  for (let runs = 1; runs <= MAX_RUNS; runs += 1) {
    const results = await replication.run(values.source);
    for (const result of results) console.log(JSON.stringify('run' in result ? result.run : result));
    if (!leftWork(results)) break;
  }
} finally {
  await close();
}
