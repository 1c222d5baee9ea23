// `npm run seed`: seeds the emulators of a running `npm start` if their database is empty.
import { keptDataUpdates, runningStackEnv, seedDatabase, stackFileStore } from './seedDatabase';
import { adminClients } from './firebaseAdmin';

const env = await runningStackEnv();
const { app, db, auth, close } = adminClients(env);
const summary = await seedDatabase(db, auth, { files: stackFileStore(env, app) });
console.log(
  summary.seeded
    ? `Seeded: ${JSON.stringify(summary.counts)}`
    : `The database already has data: nothing seeded${keptDataUpdates(summary)} (npm run reset starts over).`,
);
await close();
