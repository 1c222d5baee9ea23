import { buildAll } from '../../stack/build';
import type { DeployTarget } from '../deployTarget';
import { applicationDefaultToken } from '../google/applicationDefaultCredentials';
import { googleApi } from '../google/googleApi';
import { messageOf } from '../messageOf';
import { functionsEnvFor } from '../projectFiles';
import { appCheckSettingsMissing } from './checks/appCheckCheck';
import { siteOriginMissing } from './checks/configCheck';
import { preflightContext } from './preflightContext';
import { preflightReport } from './preflightReport';
import { missingCount, runPreflight, type PreflightResult } from './runPreflight';

const print = (projectId: string, results: PreflightResult[]) => {
  for (const line of preflightReport(projectId, results)) console.log(line);
  return missingCount(results) === 0;
};

/**
 * Builds the site and the functions for the project's SITE_ORIGIN and BASEMAP_URL (the manifest the checks read
 * is the built code's), runs every check and prints the report. Changes nothing on the project;
 * answers whether nothing is missing.
 */
export async function buildAndPreflight(target: DeployTarget): Promise<boolean> {
  const { projectId } = target;
  const { env, envFile } = functionsEnvFor(target);
  const before = { env, envFile, projectId, buildEnv: process.env };
  const settings = [...siteOriginMissing(before), ...appCheckSettingsMissing(before)];
  if (settings.length > 0)
    return print(projectId, [
      { name: 'build and functions settings', lines: ['checked before the build, which needs them'], missing: settings },
    ]);

  await buildAll({ siteOrigin: env.SITE_ORIGIN!, basemapUrl: env.BASEMAP_URL });
  const accessToken = applicationDefaultToken();
  const google = googleApi({ accessToken, quotaProject: projectId });
  let context;
  try {
    context = await preflightContext(target, google);
  } catch (error) {
    return print(projectId, [
      {
        name: 'functions load',
        lines: [],
        missing: [
          {
            item: `the functions do not load for ${projectId}: ${messageOf(error)}`,
            fix: `correct what the error names (the functions read ${envFile})`,
          },
        ],
      },
    ]);
  }
  return print(projectId, await runPreflight(context, accessToken));
}
