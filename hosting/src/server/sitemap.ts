import type { ContentStamp, PublicData, RenderSitemap } from '@estate/domain';
import { PUBLIC_ROUTES } from '@/app/publicRoutes';
import { SITE_ORIGIN } from './siteOrigin';

interface SitemapUrl {
  path: string;
  lastmod: string;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

const newest = (stamps: ContentStamp[]) =>
  stamps.reduce((latest, { updatedAt }) => (updatedAt > latest ? updatedAt : latest), import.meta.env.BUILD_TIME);

/** A page's detail path for each item: `/properties/:id` with the item's id. */
const detailUrls = (pattern: string, stamps: ContentStamp[]): SitemapUrl[] =>
  stamps.map(({ id, updatedAt }) => ({ path: pattern.replace(/:\w+$/, encodeURIComponent(id)), lastmod: updatedAt }));

/**
 * Every public page (sitemaps.org protocol): the static routes of docs/product/site.md#routes, dated by the newest
 * content they show (or the build, for pages without data), and every listing, neighborhood,
 * article and public open house (never one by invitation only), dated by its document's last change.
 */
export const renderSitemap: RenderSitemap = async (data: PublicData) => {
  const { properties, neighborhoods, blogPosts, openHouses } = await data.contentIndex();
  const listedOn: Record<string, ContentStamp[]> = {
    '/': [...properties, ...neighborhoods, ...blogPosts],
    '/properties': properties,
    '/sold': properties,
    '/neighborhoods': neighborhoods,
    '/blog': blogPosts,
    '/open-houses': openHouses,
  };
  const staticPages = PUBLIC_ROUTES.filter(({ path }) => !path.includes(':') && path !== '*').map(({ path }) => ({
    path,
    lastmod: newest(listedOn[path] ?? []),
  }));
  const urls = [
    ...staticPages,
    ...detailUrls('/properties/:id', properties),
    ...detailUrls('/neighborhoods/:id', neighborhoods),
    ...detailUrls('/blog/:slug', blogPosts),
    ...detailUrls('/open-houses/:id', openHouses),
  ];
  const entries = urls.map(({ path, lastmod }) => `  <url><loc>${escapeXml(SITE_ORIGIN + path)}</loc><lastmod>${lastmod}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
};
