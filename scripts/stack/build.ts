import { SITE_URL } from './config';
import { run } from './run';

/**
 * Builds the function bundle and the site, the two things the emulators serve, for the local
 * site's address (a production build must be given SITE_ORIGIN: hosting/vite-plugins/siteBuild.ts).
 */
export async function buildAll(): Promise<void> {
  await run('build', 'npm', ['run', 'build', '--silent'], { SITE_ORIGIN: SITE_URL });
}
