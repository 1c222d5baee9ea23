import { SITE_URL } from './config';
import { run } from './run';

/**
 * Builds the function bundle and the site, the two things the emulators serve and a deploy
 * uploads. Without an address, for the local site, with the forms asking the api's App Check
 * stand-in for their tokens; for a deployed site, with the App Check settings of the environment
 * (a build bakes both into its pages: hosting/vite-plugins/).
 */
export async function buildAll(siteOrigin?: string): Promise<void> {
  const env: Record<string, string> = siteOrigin ? { SITE_ORIGIN: siteOrigin } : { SITE_ORIGIN: SITE_URL, APP_CHECK_STAND_IN: '1' };
  await run('build', 'npm', ['run', 'build', '--silent'], env);
}
