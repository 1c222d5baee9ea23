import { SITE_URL } from './config';
import { run } from './run';

/** A deployed site's settings from its functions/.env.<project>: its address and its basemap's folder, if any. */
export interface DeployedSite {
  siteOrigin: string;
  basemapUrl: string | undefined;
}

/**
 * Builds the function bundle and the site, the two things the emulators serve and a deploy
 * uploads. Without a deployed site, for the local site, with the forms asking the api's App Check
 * stand-in for their tokens and the maps on their plain ground (no basemap can be reached); for a
 * deployed site, with its address and basemap and the App Check settings of the environment (a
 * build bakes them into its pages: hosting/vite-plugins/).
 */
export async function buildAll(deployed?: DeployedSite): Promise<void> {
  const env: Record<string, string> = deployed
    ? { SITE_ORIGIN: deployed.siteOrigin, BASEMAP_URL: deployed.basemapUrl ?? '' }
    : { SITE_ORIGIN: SITE_URL, APP_CHECK_STAND_IN: '1', BASEMAP_URL: '' };
  await run('build', 'npm', ['run', 'build', '--silent'], env);
}
