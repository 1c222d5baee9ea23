/**
 * The basemap's folder (packages/domain/src/geo/basemap.ts), as the build baked it
 * (hosting/vite-plugins/basemapBuild.ts); undefined locally and in tests: the plain ground.
 */
export const BASEMAP_URL: string | undefined = import.meta.env.BASEMAP_URL;
