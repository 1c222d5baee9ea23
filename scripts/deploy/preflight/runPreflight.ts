import { SIGN_IN_COMMAND } from '../google/applicationDefaultCredentials';
import { messageOf } from '../messageOf';
import { PREFLIGHT_CHECKS } from './checks';
import type { CheckOutcome, PreflightCheck, PreflightContext } from './preflightCheck';

export interface PreflightResult extends CheckOutcome {
  name: string;
}

/**
 * Runs every check against the project; none changes anything. A check that throws is reported
 * as missing its answer, never as passed. Without Google credentials, or a project they can
 * see, nothing can be read: that alone is reported.
 */
export async function runPreflight(
  context: PreflightContext,
  accessToken: () => Promise<string>,
  checks: readonly PreflightCheck[] = PREFLIGHT_CHECKS,
): Promise<PreflightResult[]> {
  try {
    await accessToken();
  } catch (error) {
    return [
      {
        name: 'Google credentials',
        lines: [],
        missing: [{ item: `this machine has no Google credentials (${messageOf(error)})`, fix: SIGN_IN_COMMAND }],
      },
    ];
  }
  const project = await context.google.get('cloudresourcemanager', `v1/projects/${context.projectId}`);
  if (!project.ok && (project.status === 403 || project.status === 404)) {
    return [
      {
        name: 'Google project',
        lines: [],
        missing: [
          {
            item: `${context.projectId} does not exist, or this machine's Google account may not see it (${project.message})`,
            fix: `name the project's id in .firebaserc (npx firebase use --add), or sign in as one of its members (${SIGN_IN_COMMAND})`,
          },
        ],
      },
    ];
  }
  return Promise.all(
    checks.map(async (check) => {
      try {
        return { name: check.name, ...(await check.run(context)) };
      } catch (error) {
        return {
          name: check.name,
          lines: [],
          missing: [{ item: `the check could not finish: ${messageOf(error)}`, fix: 'run the preflight again' }],
        };
      }
    }),
  );
}

export const missingCount = (results: PreflightResult[]) => results.reduce((count, result) => count + result.missing.length, 0);
