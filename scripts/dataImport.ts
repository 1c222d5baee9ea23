// `npm run data:import -- <folder>`: makes a folder `npm run data:export` wrote the local data
// that the next `npm start` starts with (it replaces what the last session kept). Refused while
// a stack runs: the emulators read their data only when they start.
import { resolve } from 'node:path';
import { emulators, EMULATOR_NAMES } from './stack/config';
import { importLocalData } from './stack/localData';
import { AUTH_PART, LOCAL_DATA_PARTS } from './stack/localDataParts';
import { DATA_DIR } from './stack/paths';
import { portInUse } from './stack/processes';

const [source] = process.argv.slice(2);
if (!source) {
  console.error('Usage: npm run data:import -- <folder>');
  process.exit(2);
}
for (const name of EMULATOR_NAMES) {
  if (await portInUse(emulators[name].host, emulators[name].port)) {
    console.error(`A local stack is running (port ${emulators[name].port}): stop \`npm start\` or \`npm test\` first.`);
    process.exit(1);
  }
}
try {
  const parts = await importLocalData(resolve(source), DATA_DIR, LOCAL_DATA_PARTS, [AUTH_PART]);
  console.log(`[data] Imported ${parts.join(', ')} from ${resolve(source)}: \`npm start\` now starts with it.`);
} catch (error) {
  console.error(`[data] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
