// `npm run deploy -- --project <alias|id>`: the preflight (which builds for the project first),
// then `firebase deploy` of everything firebase.json configures, the stored data brought up to
// date, then the smoke test. Asks nothing, so CI runs it as it is (docs/operations.md, "Deploy").
import { commandOptions } from './deploy/deployTarget';
import { runCommand } from './deploy/commandLine';
import { buildAndPreflight } from './deploy/preflight/buildAndPreflight';
import { upgradeDeployedData } from './deploy/dataUpgrade';
import { targetOf } from './deploy/projectFiles';
import { runSmoke } from './deploy/smoke/runSmoke';
import { run } from './stack/run';

runCommand(async () => {
  const target = targetOf(commandOptions(process.argv.slice(2)).project);
  if (!(await buildAndPreflight(target))) return false;
  // Forced: it lets firebase-tools set what it would otherwise ask about (the retried trigger's
  // failure policy, the container images' clean-up), and the preflight has made sure it deletes
  // nothing unasked (no function, index or field override outside the code). The alias, when one
  // was named, so that firebase-tools reads the same functions/.env.<alias> as the preflight.
  await run('firebase deploy', 'firebase', ['deploy', '--project', target.alias ?? target.projectId, '--non-interactive', '--force']);
  if (!(await upgradeDeployedData(target))) return false;
  return runSmoke(target);
});
