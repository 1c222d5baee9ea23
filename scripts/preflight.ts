// `npm run preflight -- --project <alias|id>`: builds for the project and checks that it has
// everything a deploy needs, printing each missing item with its fix (docs/operations.md,
// "Preflight"). Changes nothing on the project.
import { commandOptions } from './deploy/deployTarget';
import { runCommand } from './deploy/commandLine';
import { buildAndPreflight } from './deploy/preflight/buildAndPreflight';
import { targetOf } from './deploy/projectFiles';

runCommand(() => buildAndPreflight(targetOf(commandOptions(process.argv.slice(2)).project)));
