import { SITE_URL } from './config';
import { run } from './run';

/**
 * Builds the function bundle and the site, the two things the emulators serve and a deploy
 * uploads, for the site's address: the local site's unless a deployed one is given (a build bakes
 * it into its pages: hosting/vite-plugins/siteBuild.ts).
 */
export async function buildAll(siteOrigin: string = SITE_URL): Promise<void> {
  await run('build', 'npm', ['run', 'build', '--silent'], { SITE_ORIGIN: siteOrigin });
}
