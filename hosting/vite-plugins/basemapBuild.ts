import type { Plugin } from 'vite';

/**
 * BASEMAP_URL from the build's environment (docs/operations.md#the-basemap): the https:// folder
 * holding the region's PMTiles archive and its fonts, without a trailing slash, which the deploy
 * takes from functions/.env.<project> (the functions read it too, for the pages' CSP). Unset, the
 * maps draw the neighbourhoods' outlines on a plain ground.
 */
export function basemapSetting(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const folder = env.BASEMAP_URL?.trim().replace(/\/+$/, '');
  if (!folder) return undefined;
  if (!URL.canParse(folder) || new URL(folder).protocol !== 'https:') {
    throw new Error(`BASEMAP_URL must be an https:// folder such as https://storage.googleapis.com/<bucket>, not "${folder}"`);
  }
  return folder;
}

/** What the map's code knows of the basemap: `import.meta.env.BASEMAP_URL`, the folder or undefined. */
export function basemapBuild(): Plugin {
  return {
    name: 'basemap-build',
    config: () => ({ define: { 'import.meta.env.BASEMAP_URL': JSON.stringify(basemapSetting()) } }),
  };
}
