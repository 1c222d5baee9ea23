import { APP_CHECK_BUILD_SETTINGS } from '../../../../hosting/vite-plugins/appCheckBuild';
import { appendEnvLine, patchGoogleApi } from '../fixCommands';
import type { Missing, PreflightCheck, PreflightContext } from '../preflightCheck';
import { unreadable } from '../unreadable';

type BuildSetting = keyof typeof APP_CHECK_BUILD_SETTINGS;

const SETUP = 'docs/operations.md#app-check';

/**
 * App Check's settings, checked before the build, which needs them: the site key and the web app
 * the build gives the forms (from the deploy's environment), and APP_CHECK=enforce in the
 * functions' .env, without which the api refuses to load.
 */
export function appCheckSettingsMissing({
  env,
  envFile,
  projectId,
  buildEnv,
}: Pick<PreflightContext, 'env' | 'envFile' | 'projectId' | 'buildEnv'>): Missing[] {
  const missing: Missing[] = (Object.keys(APP_CHECK_BUILD_SETTINGS) as BuildSetting[])
    .filter((name) => !buildEnv[name])
    .map((name) => ({
      item: `${name} is not set in the deploy's environment: the build gives the site's forms ${APP_CHECK_BUILD_SETTINGS[name]}`,
      fix: `export ${name}=<${APP_CHECK_BUILD_SETTINGS[name]}>   (${SETUP} says where each comes from)`,
    }));
  if (buildEnv.FIREBASE_PROJECT_ID && buildEnv.FIREBASE_PROJECT_ID !== projectId) {
    missing.push({
      item: `FIREBASE_PROJECT_ID is ${buildEnv.FIREBASE_PROJECT_ID}, not ${projectId}: the forms would ask another project's App Check for tokens this api refuses`,
      fix: `export FIREBASE_PROJECT_ID=${projectId} FIREBASE_API_KEY=<its web app's apiKey> FIREBASE_APP_ID=<its web app's appId>`,
    });
  }
  if (env.APP_CHECK !== 'enforce') {
    missing.push({
      item: `APP_CHECK is ${env.APP_CHECK ? `"${env.APP_CHECK}"` : 'not set'}: the api refuses to start unless it is "enforce"`,
      fix: `${env.APP_CHECK ? `remove the APP_CHECK line from ${envFile}, then ` : ''}${appendEnvLine('APP_CHECK', 'enforce', envFile)}`,
    });
  }
  return missing;
}

interface RecaptchaConfig {
  siteKey?: string;
}
interface RecaptchaKey {
  webSettings?: { allowAllDomains?: boolean; allowedDomains?: string[] };
}

/** The host names the site is served from: its own, and Firebase's two defaults. */
const siteHosts = (projectId: string, siteOrigin: string | undefined) => [
  ...new Set([
    ...(siteOrigin && URL.canParse(siteOrigin) ? [new URL(siteOrigin).hostname] : []),
    `${projectId}.web.app`,
    `${projectId}.firebaseapp.com`,
  ]),
];

/**
 * The build's web app is registered in App Check with the build's reCAPTCHA Enterprise key, and
 * that key accepts every domain the site is served from: otherwise every form is refused in
 * production, which the emulators' stand-in cannot show.
 */
export const appCheckCheck: PreflightCheck = {
  name: 'App Check',
  async run(context) {
    const { buildEnv, env, google, projectId } = context;
    const missing = appCheckSettingsMissing(context);
    const siteKey = buildEnv.APP_CHECK_SITE_KEY;
    const appId = buildEnv.FIREBASE_APP_ID;
    if (!siteKey || !appId) return { lines: [], missing };

    const config = await google.get<RecaptchaConfig>(
      'firebaseappcheck',
      `v1/projects/${projectId}/apps/${appId}/recaptchaEnterpriseConfig`,
    );
    const registered = config.ok ? config.body.siteKey : undefined;
    if (!config.ok && config.status !== 404)
      missing.push(unreadable(`App Check's registration of the web app ${appId}`, config, projectId));
    else if (registered !== siteKey) {
      missing.push({
        item: registered
          ? `the web app ${appId} is registered in App Check with the key ${registered}, not the build's ${siteKey}`
          : `the web app ${appId} is not registered in App Check with reCAPTCHA Enterprise: no form could get a token`,
        fix: patchGoogleApi(
          projectId,
          `https://firebaseappcheck.googleapis.com/v1/projects/${projectId}/apps/${appId}/recaptchaEnterpriseConfig?updateMask=siteKey`,
          { siteKey },
        ),
      });
    }

    const key = await google.get<RecaptchaKey>('recaptchaenterprise', `v1/projects/${projectId}/keys/${siteKey}`);
    const hosts = siteHosts(projectId, env.SITE_ORIGIN);
    if (!key.ok && key.status === 404) {
      missing.push({
        item: `the reCAPTCHA Enterprise key ${siteKey} is not in ${projectId}`,
        fix: `gcloud recaptcha keys create --display-name='Queen City Estates' --web --integration-type=score --domains=${hosts.join(',')} --project ${projectId}   (then export APP_CHECK_SITE_KEY=<the key it prints>)`,
      });
    } else if (!key.ok) {
      missing.push(unreadable(`the reCAPTCHA Enterprise key ${siteKey}`, key, projectId));
    } else {
      const { allowAllDomains = false, allowedDomains = [] } = key.body.webSettings ?? {};
      const absent = allowAllDomains ? [] : hosts.filter((host) => !allowedDomains.includes(host));
      if (absent.length > 0) {
        missing.push({
          item: `the reCAPTCHA Enterprise key ${siteKey} does not accept ${absent.join(', ')}: every form sent from there would be refused`,
          fix: `gcloud recaptcha keys update ${siteKey} --web --domains=${[...new Set([...allowedDomains, ...absent])].join(',')} --project ${projectId}`,
        });
      }
    }
    return {
      lines: [`the web app ${appId} asks reCAPTCHA Enterprise key ${siteKey} for tokens`, `APP_CHECK ${env.APP_CHECK ?? 'unset'}`],
      missing,
    };
  },
};
