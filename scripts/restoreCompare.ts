// `npm run restore:compare -- --project <alias|id> --database <restored>`: the restore drill's
// check (docs/operations.md, "Backups and a restore drill"): every collection's document count in
// the live database and in the restored one.
import { commandOptions } from './deploy/deployTarget';
import { runCommand } from './deploy/commandLine';
import { applicationDefaultToken } from './deploy/google/applicationDefaultCredentials';
import { googleApi } from './deploy/google/googleApi';
import { targetOf } from './deploy/projectFiles';
import { compareDatabases, comparisonTable } from './deploy/restore/compareDatabases';

runCommand(async () => {
  const { project, database } = commandOptions(process.argv.slice(2));
  const { projectId } = targetOf(project);
  if (!database) throw new Error('Name the restored database: --database <id> (the --destination-database of the restore)');
  const google = googleApi({ accessToken: applicationDefaultToken(), quotaProject: projectId });
  const comparison = await compareDatabases(google, projectId, database);
  for (const line of comparisonTable(database, comparison)) console.log(line);
  return comparison.problems.length === 0;
});
