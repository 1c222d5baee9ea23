// What the deploy commands read of this repository for a project: firebase.json, .firebaserc's
// aliases and the functions' .env files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../stack/paths';
import { deployTarget, type DeployTarget } from './deployTarget';
import { functionsCodebases, type FirebaseJson } from './firebaseJson';
import { functionsEnv } from './firebaseTools';

export type RepositoryJson = FirebaseJson & { firestore?: { indexes?: string }; storage?: unknown };

export const readRepositoryJson = (path: string): unknown => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

export const readFirebaseJson = () => readRepositoryJson('firebase.json') as RepositoryJson;

/** `--project`, resolved through .firebaserc's aliases. */
export const targetOf = (project: string | undefined): DeployTarget =>
  deployTarget(project, (readRepositoryJson('.firebaserc') as { projects: Record<string, string> }).projects);

/** The functions' .env files for `target`, merged as `firebase deploy` merges them, and the file a fix writes to. */
export function functionsEnvFor({ projectId, alias }: DeployTarget): { env: Record<string, string>; envFile: string } {
  const source = functionsCodebases(readFirebaseJson())[0]?.source ?? 'functions';
  return {
    env: functionsEnv.loadUserEnvs({
      functionsSource: join(ROOT, source),
      projectId,
      projectDir: ROOT,
      ...(alias ? { projectAlias: alias } : {}),
    }),
    envFile: `${source}/.env.${projectId}`,
  };
}
