import type { Plugin } from 'vite';
import type { AppCheckSettings } from '../src/api/appCheckSettings';

/** What a production build needs, and what each is (the deploy's preflight checks them too). */
export const APP_CHECK_BUILD_SETTINGS = {
  APP_CHECK_SITE_KEY: "the reCAPTCHA Enterprise key of the site's domain",
  FIREBASE_API_KEY: "the Firebase web app's apiKey",
  FIREBASE_PROJECT_ID: "the Firebase web app's projectId",
  FIREBASE_APP_ID: "the Firebase web app's appId",
} as const;

export const appCheckSettingsMissing = (names: readonly string[]) =>
  `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} not set. The site's forms carry an App Check token from ` +
  `reCAPTCHA Enterprise, which the api requires: set ${Object.entries(APP_CHECK_BUILD_SETTINGS)
    .map(([name, what]) => `${name} (${what})`)
    .join(', ')} first (docs/operations.md#app-check). The local stack builds with APP_CHECK_STAND_IN=1 instead.`;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLocalOrigin = (origin: string | undefined) => Boolean(origin && URL.canParse(origin) && LOCAL_HOSTS.has(new URL(origin).hostname));

/**
 * The App Check settings of the build's environment. A build fails without the production ones,
 * rather than ship forms the api refuses; APP_CHECK_STAND_IN=1 (the local stack's build, and the
 * dev server's default) asks the api's stand-in instead, which only the emulators serve, so it
 * builds for a local SITE_ORIGIN only.
 */
export function appCheckSettings(env: NodeJS.ProcessEnv = process.env, command: 'build' | 'serve' = 'build'): AppCheckSettings {
  if (env.APP_CHECK_STAND_IN === '1' || (command === 'serve' && !env.APP_CHECK_SITE_KEY)) {
    if (command === 'build' && !isLocalOrigin(env.SITE_ORIGIN)) {
      throw new Error(
        `APP_CHECK_STAND_IN=1 builds the site for the local stack, whose api alone has the App Check stand-in: SITE_ORIGIN must be a local address, not "${env.SITE_ORIGIN ?? ''}"`,
      );
    }
    return { provider: 'stand-in' };
  }
  const missing = Object.keys(APP_CHECK_BUILD_SETTINGS).filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(appCheckSettingsMissing(missing));
  return {
    provider: 'recaptcha-enterprise',
    siteKey: env.APP_CHECK_SITE_KEY!,
    firebase: { apiKey: env.FIREBASE_API_KEY!, projectId: env.FIREBASE_PROJECT_ID!, appId: env.FIREBASE_APP_ID! },
  };
}

/** What the browser's code knows of App Check: `import.meta.env.APP_CHECK`, read on a form's first use. */
export function appCheckBuild(): Plugin {
  return {
    name: 'app-check-build',
    config: (_config, { command }) => ({
      define: { 'import.meta.env.APP_CHECK': JSON.stringify(appCheckSettings(process.env, command)) },
    }),
  };
}
