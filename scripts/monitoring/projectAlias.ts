/** A project as `--project` names it: an alias of .firebaserc, or a project id. */
export interface ProjectChoice {
  projectId: string;
  /** The alias it was named by (functions/.env.<alias> belongs to it too). */
  alias?: string;
}

/** Google's rule for a project id: 6 to 30 lowercase letters, digits and hyphens, starting with a letter. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

export function resolveProject(name: string, firebaserc: { projects?: Record<string, string> }): ProjectChoice {
  const aliased = firebaserc.projects?.[name];
  const choice = aliased ? { projectId: aliased, alias: name } : { projectId: name };
  if (!PROJECT_ID.test(choice.projectId)) {
    throw new Error(`"${name}" is neither an alias in .firebaserc (${Object.keys(firebaserc.projects ?? {}).join(', ')}) nor a project id`);
  }
  if (choice.projectId.startsWith('demo-')) throw new Error(`${choice.projectId} is a demo project: only the emulators run it`);
  return choice;
}
