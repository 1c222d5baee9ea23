/**
 * Where production's basemap lives (docs/operations.md#the-basemap): the folder of the region's
 * PMTiles archive and its label fonts, from the build's BASEMAP_URL (hosting/vite-plugins/basemapBuild.ts).
 * Unset locally and in tests, where the maps draw the outlines on a plain ground.
 */
export const BASEMAP_URL: string | undefined = import.meta.env.BASEMAP_URL;
