import { siteOriginSetting } from '../../../../hosting/vite-plugins/siteBuild';
import { appendEnvLine } from '../fixCommands';
import type { Missing, PreflightCheck, PreflightContext } from '../preflightCheck';
import { WEB_API_KEY, webApiKeyOf } from '../webApiKey';

/** SITE_ORIGIN, checked before anything else: the build needs it (buildAndPreflight runs this first). */
export function siteOriginMissing({ env, envFile, projectId }: Pick<PreflightContext, 'env' | 'envFile' | 'projectId'>): Missing[] {
  const defaultSite = `https://${projectId}.web.app`;
  const fix = `${appendEnvLine('SITE_ORIGIN', defaultSite, envFile)}   (or the custom domain's https:// address once it is connected)`;
  if (!env.SITE_ORIGIN) {
    return [
      { item: `SITE_ORIGIN is not set: the build bakes the site's address into its pages, and the API accepts sign-ins from it`, fix },
    ];
  }
  try {
    siteOriginSetting({ SITE_ORIGIN: env.SITE_ORIGIN });
    return [];
  } catch (error) {
    return [{ item: (error as Error).message, fix: `write it as an origin in ${envFile}, for example ${fix}` }];
  }
}

/**
 * The .env values a deploy needs: SITE_ORIGIN (read by the build and the functions) and every
 * parameter the functions declare. `firebase deploy --non-interactive` takes a parameter's value
 * from the .env files only, its default included: a parameter missing there stops the deploy.
 */
export const configCheck: PreflightCheck = {
  name: 'functions configuration',
  async run(context) {
    const { env, envFile, declared, google, projectId } = context;
    const missing = siteOriginMissing(context);
    const unset = declared.params.filter((param) => env[param.name] === undefined);
    for (const param of unset) {
      if (param.name === WEB_API_KEY) {
        missing.push(await webApiKeyOf(google, projectId, (key) => appendEnvLine(WEB_API_KEY, key, envFile)));
      } else if (param.default !== undefined) {
        missing.push({
          item: `${param.name} is not set (its default is "${param.default}")`,
          fix: appendEnvLine(param.name, param.default, envFile),
        });
      } else {
        missing.push({ item: `${param.name} is not set`, fix: appendEnvLine(param.name, '<value>', envFile) });
      }
    }
    const set = declared.params.filter((param) => env[param.name] !== undefined).map((param) => param.name);
    return {
      lines: [
        `SITE_ORIGIN ${env.SITE_ORIGIN ? `= ${env.SITE_ORIGIN}` : 'unset'}`,
        `parameters set: ${set.length > 0 ? set.join(', ') : 'none'}`,
        `read from functions/.env, ${envFile} and the alias's .env file, as firebase deploy reads them`,
      ],
      missing,
    };
  },
};
