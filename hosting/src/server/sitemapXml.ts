/** The sitemaps.org protocol's two documents (0.9): a urlset and a sitemap index. */

/** One entry: an absolute address and, where known, when what it shows last changed (ISO 8601). */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

const entryXml = (tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry) =>
  `  <${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</${tag}>`;

const document = (root: 'urlset' | 'sitemapindex', lines: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${NAMESPACE}">\n${lines.map((line) => `${line}\n`).join('')}</${root}>\n`;

/** A sitemap: the pages it lists (none is a valid, empty one). */
export const urlsetXml = (urls: SitemapEntry[]): string =>
  document(
    'urlset',
    urls.map((url) => entryXml('url', url)),
  );

/** A sitemap index: the sitemaps it lists. */
export const sitemapIndexXml = (sitemaps: SitemapEntry[]): string =>
  document(
    'sitemapindex',
    sitemaps.map((sitemap) => entryXml('sitemap', sitemap)),
  );
