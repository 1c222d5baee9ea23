import { listAll } from '../../google/googleApi';
import type { PreflightCheck } from '../preflightCheck';
import { unreadable } from '../unreadable';

interface DeployedFunction {
  name: string;
  labels?: Record<string, string>;
}

/** firebase-tools' labels: who deployed a function, and from which codebase (none: `default`). */
const DEPLOYMENT_TOOL = 'deployment-tool';
const FIREBASE_DEPLOYER = 'cli-firebase';
const CODEBASE = 'firebase-functions-codebase';

/**
 * No function would be deleted unasked. The deploy runs forced (docs/operations.md, "Deploy"),
 * and a forced `firebase deploy` deletes the functions of its codebases that the code no longer
 * declares: each such one must go on purpose first.
 */
export const functionsCheck: PreflightCheck = {
  name: 'deployed functions the code no longer declares',
  async run({ declared, codebases, google, projectId }) {
    const deployed = await listAll<DeployedFunction>(
      google,
      'cloudfunctions',
      `v2/projects/${projectId}/locations/-/functions`,
      'functions',
    );
    if (!deployed.ok && deployed.reason === 'SERVICE_DISABLED')
      return { lines: ['Cloud Functions is not enabled yet: no function deployed'], missing: [] };
    if (!deployed.ok) return { lines: [], missing: [unreadable("the project's functions", deployed, projectId)] };
    const wanted = new Set(declared.functions.flatMap((declared) => declared.regions.map((region) => `${region}/${declared.id}`)));
    const ours = deployed.body.filter(
      ({ labels = {} }) => labels[DEPLOYMENT_TOOL]?.startsWith(FIREBASE_DEPLOYER) && codebases.includes(labels[CODEBASE] ?? 'default'),
    );
    const orphans = ours.map(({ name }) => name.split('/')).filter((parts) => !wanted.has(`${parts[3]}/${parts[5]}`));
    return {
      lines: [`${ours.length} deployed from this code's codebases (${codebases.join(', ')})`],
      missing: orphans.map((parts) => ({
        item: `${parts[5]} (${parts[3]}) is deployed but no longer in the code: the deploy would delete it`,
        fix: `npx firebase functions:delete ${parts[5]} --region ${parts[3]} --project ${projectId} --force   (or declare it again)`,
      })),
    };
  },
};
