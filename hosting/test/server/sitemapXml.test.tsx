import { sitemapIndexXml, urlsetXml } from '@/server/sitemapXml';

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

describe('the sitemaps.org documents', () => {
  it('writes a urlset, each address escaped and dated', () => {
    expect(urlsetXml([{ loc: "https://example.com/blog/a&b's", lastmod: '2026-11-01T12:00:00.000Z' }])).toBe(
      `${HEAD}<urlset ${NAMESPACE}>\n  <url><loc>https://example.com/blog/a&amp;b&apos;s</loc><lastmod>2026-11-01T12:00:00.000Z</lastmod></url>\n</urlset>\n`,
    );
  });

  it('writes an empty urlset for no address', () => {
    expect(urlsetXml([])).toBe(`${HEAD}<urlset ${NAMESPACE}>\n</urlset>\n`);
  });

  it('writes a sitemap index, a sitemap without a date undated', () => {
    expect(
      sitemapIndexXml([
        { loc: 'https://example.com/sitemaps/pages.xml', lastmod: '2026-11-02T00:00:00.000Z' },
        { loc: 'https://example.com/sitemaps/listings-2026-11.xml' },
      ]),
    ).toBe(
      `${HEAD}<sitemapindex ${NAMESPACE}>\n` +
        '  <sitemap><loc>https://example.com/sitemaps/pages.xml</loc><lastmod>2026-11-02T00:00:00.000Z</lastmod></sitemap>\n' +
        '  <sitemap><loc>https://example.com/sitemaps/listings-2026-11.xml</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });
});
