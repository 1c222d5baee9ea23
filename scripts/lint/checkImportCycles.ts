// `npm run lint`, after ESLint: the tree's import cycles (importCycles.ts), each printed; exits 1 when there is one.
import { join, relative } from 'node:path';
import { ROOT } from '../stack/paths';
import { CYCLE_FOLDERS, findImportCycles, modulesUnder } from './importCycles';

const cycles = findImportCycles(
  CYCLE_FOLDERS.flatMap((folder) => modulesUnder(join(ROOT, folder))),
  ROOT,
);
for (const cycle of cycles) {
  console.error(`Import cycle (docs/architecture.md#layout) among: ${cycle.map((file) => relative(ROOT, file)).join(', ')}`);
}
if (cycles.length > 0) process.exit(1);
