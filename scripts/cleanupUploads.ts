// `npm run cleanup-uploads [-- --grace-hours N]`: on the running local stack, what the daily
// scheduled function `cleanUpUploads` does in production (the emulators run no schedules):
// delete the uploads no document uses that are older than N hours (24 unless given).
import { parseArgs } from 'node:util';
import { uploadJanitorService } from '../functions/src/seeding';
import { adminClients } from './firebaseAdmin';
import { emulators } from './stack/config';
import { portInUse } from './stack/processes';
import { stackEnv, stackFiles } from './stack/stackFiles';

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

const env = await stackEnv();
const { app, db, close } = adminClients(env);
try {
  const files = stackFiles(env, app);
  const removed = await uploadJanitorService(db, files).removeOrphans(graceHours * 60 * 60 * 1000);
  console.log(`Deleted ${removed.length} unused upload(s) older than ${graceHours} h${removed.length ? `: ${removed.join(', ')}` : ''}`);
} finally {
  await close();
}
