import type { AppCheckSettings } from '@/api/appCheckSettings';

declare global {
  interface ImportMetaEnv {
    /** The site's public origin (hosting/vite-plugins/siteBuild.ts). */
    readonly SITE_ORIGIN: string;
    /** When the site was built, ISO 8601. */
    readonly BUILD_TIME: string;
    /** How the forms get their App Check token (hosting/vite-plugins/appCheckBuild.ts); the browser's build only. */
    readonly APP_CHECK: AppCheckSettings;
    /** The basemap's folder, or undefined for the plain ground (hosting/vite-plugins/basemapBuild.ts); the browser's build only. */
    readonly BASEMAP_URL: string | undefined;
  }
}
