// `npm run data:export -- <folder>`: the running `npm start` stack's data (Auth's accounts,
// Firestore's documents, the uploads), exported together into <folder>, which
// `npm run data:import -- <folder>` makes the data of a fresh stack.
import { resolve } from 'node:path';
import { emulators } from './stack/config';
import { saveTogether } from './stack/localData';
import { localDataParts } from './stack/localDataParts';
import { UPLOADS_DIR } from './stack/paths';
import { portInUse } from './stack/processes';

const [target] = process.argv.slice(2);
if (!target) {
  console.error('Usage: npm run data:export -- <folder>');
  process.exit(2);
}
if (!(await portInUse(emulators.hosting.host, emulators.hosting.port))) {
  console.error('No local stack is running: start one with `npm start` first.');
  process.exit(1);
}
// firebase-tools runs Storage (and Firestore) itself only on Java 21; otherwise the uploads are on local disk.
const storage = await portInUse(emulators.storage.host, emulators.storage.port);
const folder = resolve(target);
const parts = localDataParts(storage ? 'firebase-tools' : 'cloud-sdk-firestore', storage ? {} : { uploadsDir: UPLOADS_DIR });
try {
  await saveTogether(parts, folder);
  console.log(`[data] Exported ${parts.map((part) => part.folder).join(', ')} into ${folder}`);
} catch (error) {
  console.error(`[data] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
