import { SITE_URL } from './config';
import { run } from './run';

/**
 * Builds the function bundle and the site, the two things the emulators serve, for the local
 * site's address, with the forms asking the api's App Check stand-in for their tokens (a
 * production build must be given SITE_ORIGIN and the App Check settings: hosting/vite-plugins/).
 */
export async function buildAll(): Promise<void> {
  await run('build', 'npm', ['run', 'build', '--silent'], { SITE_ORIGIN: SITE_URL, APP_CHECK_STAND_IN: '1' });
}
