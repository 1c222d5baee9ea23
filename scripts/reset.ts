// `npm run reset`: back to the seed state. A running stack is wiped and reseeded in place;
// otherwise the saved data is deleted and the next `npm start` seeds afresh.
import { rmSync } from 'node:fs';
import { adminClients } from './firebaseAdmin';
import { runningStackEnv, seedDatabase, stackFileStore } from './seedDatabase';
import { emulatorEnv, emulators } from './stack/config';
import { DATA_DIR, UPLOADS_DIR } from './stack/paths';
import { portInUse } from './stack/processes';
import { wipeEmulators } from './stack/wipe';

if (await portInUse(emulators.hosting.host, emulators.hosting.port)) {
  await wipeEmulators(emulatorEnv());
  rmSync(UPLOADS_DIR, { recursive: true, force: true });
  const env = await runningStackEnv();
  const { app, db, auth, close } = adminClients(env);
  const summary = await seedDatabase(db, auth, { files: stackFileStore(env, app) });
  await close();
  console.log(`Reset the running stack to the seed state: ${JSON.stringify(summary.counts)}`);
} else {
  rmSync(DATA_DIR, { recursive: true, force: true });
  console.log('Deleted the saved local data: the next `npm start` begins from the seed state.');
}
