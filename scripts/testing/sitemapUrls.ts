/**
 * For tests: what the site's sitemaps list (docs/product/site.md#sitemap), read through `read`
 * (the tests' own way to ask the site for a path): `/sitemap.xml`, the index, then every sitemap
 * it lists.
 */

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.replaceAll('&amp;', '&'));

/** The paths of the index and of every sitemap it lists, the index first. */
export async function sitemapPaths(read: (path: string) => Promise<string>): Promise<string[]> {
  return ['/sitemap.xml', ...locsOf(await read('/sitemap.xml')).map((loc) => new URL(loc).pathname)];
}

/** Every address the sitemaps list, as absolute URLs, in their order. */
export async function sitemapUrls(read: (path: string) => Promise<string>): Promise<string[]> {
  const [, ...sitemaps] = await sitemapPaths(read);
  const urls: string[] = [];
  for (const path of sitemaps) urls.push(...locsOf(await read(path)));
  return urls;
}
