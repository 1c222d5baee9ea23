import type { Plugin } from 'vite';
import { BASEMAP_SETTING, basemapFolder } from '@estate/domain';

/**
 * What the maps' code knows of the basemap: `import.meta.env.BASEMAP_URL`, the folder of the build
 * environment's BASEMAP_URL (the deploy passes functions/.env.<project>'s), or undefined for the
 * plain ground. A value that is no https:// folder fails the build.
 */
export function basemapBuild(): Plugin {
  return {
    name: 'basemap-build',
    config: () => ({ define: { 'import.meta.env.BASEMAP_URL': JSON.stringify(basemapFolder(process.env[BASEMAP_SETTING])) } }),
  };
}
