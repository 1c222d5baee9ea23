// `npm run smoke -- --project <alias|id> [--origin https://…]`: the deployed site's health, two
// public pages and a staff sign-in round trip with a throwaway account (docs/operations.md,
// "Smoke test").
import { commandOptions } from './deploy/deployTarget';
import { runCommand } from './deploy/commandLine';
import { targetOf } from './deploy/projectFiles';
import { runSmoke } from './deploy/smoke/runSmoke';

runCommand(() => {
  const { project, origin } = commandOptions(process.argv.slice(2));
  return runSmoke(targetOf(project), origin);
});
