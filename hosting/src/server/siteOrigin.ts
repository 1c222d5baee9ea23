/**
 * The site's public origin, for canonical URLs, link previews, the sitemap and robots.txt: the
 * SITE_ORIGIN setting at build time (docs/operations.md#the-builds-address), the Hosting emulator's address locally.
 */
export const SITE_ORIGIN: string = import.meta.env.SITE_ORIGIN;
