import type { Plugin } from 'vite';

const LOCAL_ORIGIN = 'http://localhost:5000';

/** SITE_ORIGIN from the build's environment (the deployed site's address), else the Hosting emulator's. */
export function siteOriginSetting(env: NodeJS.ProcessEnv = process.env): string {
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
export function siteBuild(origin: string, builtAt = new Date()): Plugin {
  return {
    name: 'site-build',
    config: () => ({
      define: {
        'import.meta.env.SITE_ORIGIN': JSON.stringify(origin),
        'import.meta.env.BUILD_TIME': JSON.stringify(builtAt.toISOString()),
      },
    }),
    generateBundle() {
      if (this.environment.config.consumer === 'client')
        this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
    },
  };
}
