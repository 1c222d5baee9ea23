// `npm run cleanup-uploads [-- --grace-hours N]`: on the running local stack, what the daily
// scheduled function `cleanUpUploads` does in production (the emulators run no schedules):
// delete the uploads no document uses that are older than N hours (24 unless given).
import { parseArgs } from 'node:util';
import { getStorage } from 'firebase-admin/storage';
import { fileStoreFromEnv, uploadJanitorService } from '../functions/src/seeding';
import { adminClients } from './firebaseAdmin';
import { address, emulatorEnv, emulators, PROJECT_ID } from './stack/config';
import { UPLOADS_DIR } from './stack/paths';
import { portInUse } from './stack/processes';

const { values } = parseArgs({ options: { 'grace-hours': { type: 'string', default: '24' } } });
const graceHours = Number(values['grace-hours']);
if (!Number.isFinite(graceHours) || graceHours < 0) {
  console.error(`--grace-hours must be a number of hours from 0 up, not "${values['grace-hours']}"`);
  process.exit(2);
}
if (!(await portInUse(emulators.hosting.host, emulators.hosting.port))) {
  console.error('No local stack is running: start one with `npm start` first.');
  process.exit(1);
}

// The same store the running function uses: the Storage emulator when it runs, else local disk
// (`npm start`'s folder, unless the caller names the one of the stack it runs in, as the tests do).
const storage = await portInUse(emulators.storage.host, emulators.storage.port);
const env = {
  ...emulatorEnv(),
  ...(storage
    ? { FIREBASE_STORAGE_EMULATOR_HOST: address('storage') }
    : { LOCAL_UPLOADS_DIR: process.env.LOCAL_UPLOADS_DIR ?? UPLOADS_DIR }),
};
const { app, db, close } = adminClients(env);
try {
  const files = fileStoreFromEnv(env, () => getStorage(app).bucket(`${PROJECT_ID}.appspot.com`));
  const removed = await uploadJanitorService(db, files).removeOrphans(graceHours * 60 * 60 * 1000);
  console.log(`Deleted ${removed.length} unused upload(s) older than ${graceHours} h${removed.length ? `: ${removed.join(', ')}` : ''}`);
} finally {
  await close();
}
