import type { Plugin } from 'vite';

/** Where `vite` (the dev server) serves the site when no SITE_ORIGIN is set. */
const LOCAL_ORIGIN = 'http://localhost:5000';

export const SITE_ORIGIN_MISSING =
  "SITE_ORIGIN is not set. A build bakes the site's public address into its canonical URLs, link previews, sitemap and robots.txt: " +
  'set it first (export SITE_ORIGIN=https://www.example.com; docs/operations.md). The local stack (npm start, npm test) sets its own.';

/**
 * SITE_ORIGIN from the build's environment (the deployed site's address). A build without it
 * fails, rather than ship the emulator's address to production; the dev server defaults to it.
 */
export function siteOriginSetting(env: NodeJS.ProcessEnv = process.env, command: 'build' | 'serve' = 'build'): string {
  if (!env.SITE_ORIGIN && command === 'build') throw new Error(SITE_ORIGIN_MISSING);
  const origin = (env.SITE_ORIGIN || LOCAL_ORIGIN).replace(/\/$/, '');
  if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
    throw new Error(`SITE_ORIGIN must be an origin such as https://www.example.com, not "${origin}"`);
  }
  return origin;
}

/** robots.txt: everything public may be crawled, the staff's pages not; the sitemap lists the rest. */
export const robotsTxt = (origin: string) => `User-agent: *
Allow: /
Disallow: /admin
Disallow: /auth
Disallow: /api/

Sitemap: ${origin}/sitemap.xml
`;

/**
 * What the code knows of its build: the site's origin (`import.meta.env.SITE_ORIGIN`) and when it
 * was built (`import.meta.env.BUILD_TIME`, the sitemap's date of the pages without data). Writes
 * robots.txt with the origin: a static file, as the Functions emulator answers /robots.txt itself.
 */
export function siteBuild(builtAt = new Date()): Plugin {
  let origin = '';
  return {
    name: 'site-build',
    config: (_config, { command }) => {
      origin = siteOriginSetting(process.env, command);
      return {
        define: {
          'import.meta.env.SITE_ORIGIN': JSON.stringify(origin),
          'import.meta.env.BUILD_TIME': JSON.stringify(builtAt.toISOString()),
        },
      };
    },
    generateBundle() {
      if (this.environment.config.consumer === 'client')
        this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
    },
  };
}
