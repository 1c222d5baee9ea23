import { parseArgs } from 'node:util';

/** The project a command works on: its id, and the .firebaserc alias it was named by. */
export interface DeployTarget {
  projectId: string;
  alias?: string;
}

/** Google's rule for a project id: 6 to 30 lowercase letters, digits and hyphens, starting with a letter. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/**
 * `--project <alias|id>`: an alias of .firebaserc, or a project id as it is. Refuses `demo-`
 * projects, which exist only in the emulators.
 */
export function deployTarget(project: string | undefined, aliases: Record<string, string>): DeployTarget {
  if (!project) throw new Error('Name the project: --project <alias or project id> (the aliases are in .firebaserc)');
  const aliased = aliases[project];
  const target: DeployTarget = aliased ? { projectId: aliased, alias: project } : { projectId: project };
  if (!PROJECT_ID.test(target.projectId)) {
    throw new Error(`"${project}" is neither an alias in .firebaserc (${Object.keys(aliases).join(', ')}) nor a project id`);
  }
  if (target.projectId.startsWith('demo-')) {
    throw new Error(`${target.projectId} is the emulators' demo project: name a real one (npx firebase use --add sets an alias)`);
  }
  return target;
}

/** The command line's options: `--project` for every command, `--origin` for the smoke test, `--database` for the restore check. */
export function commandOptions(args: string[]): { project?: string; origin?: string; database?: string } {
  const { values } = parseArgs({
    args,
    options: { project: { type: 'string' }, origin: { type: 'string' }, database: { type: 'string' } },
    strict: true,
  });
  return values;
}
