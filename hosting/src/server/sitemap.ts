import { hasSitemap, type ContentStamp, type PublicContentIndex, type RenderSitemap, type SitemapMonth } from '@estate/domain';
import { PUBLIC_ROUTES } from '@/app/publicRoutes';
import { SITE_ORIGIN } from './siteOrigin';
import { sitemapIndexXml, urlsetXml, type SitemapEntry } from './sitemapXml';

/** Where each sitemap is: Hosting sends these paths to the `site` function (firebase.json's last rewrite). */
const SITEMAP_INDEX = '/sitemap.xml';
const PAGES_SITEMAP = '/sitemaps/pages.xml';
const monthSitemap = (month: SitemapMonth) => `/sitemaps/listings-${month}.xml`;
const MONTH_SITEMAP = /^\/sitemaps\/listings-(.+)\.xml$/;

const newest = (dates: (string | undefined)[]) =>
  dates.reduce<string>((latest, date) => (date && date > latest ? date : latest), import.meta.env.BUILD_TIME);

const stampDates = (stamps: ContentStamp[]) => stamps.map(({ updatedAt }) => updatedAt);

/** A page's detail address for each item: `/properties/:id` with the item's id. */
const detailUrls = (pattern: string, stamps: ContentStamp[]): SitemapEntry[] =>
  stamps.map(({ id, updatedAt }) => ({ loc: SITE_ORIGIN + pattern.replace(/:\w+$/, encodeURIComponent(id)), lastmod: updatedAt }));

/**
 * Every public page but the listings': the static routes of docs/product/site.md#routes, dated by
 * the newest content they show (or the build, for pages without data), and every neighborhood,
 * article and public open house (never one by invitation only), dated by its document's last change.
 */
function pageUrls({ neighborhoods, blogPosts, openHouses, listingsChangedAt }: PublicContentIndex): SitemapEntry[] {
  const listedOn: Record<string, (string | undefined)[]> = {
    '/': [listingsChangedAt, ...stampDates(neighborhoods), ...stampDates(blogPosts)],
    '/properties': [listingsChangedAt],
    '/sold': [listingsChangedAt],
    '/neighborhoods': stampDates(neighborhoods),
    '/blog': stampDates(blogPosts),
    '/open-houses': stampDates(openHouses),
  };
  const staticPages = PUBLIC_ROUTES.filter(({ path }) => !path.includes(':') && path !== '*').map(({ path }) => ({
    loc: SITE_ORIGIN + path,
    lastmod: newest(listedOn[path] ?? []),
  }));
  return [
    ...staticPages,
    ...detailUrls('/neighborhoods/:id', neighborhoods),
    ...detailUrls('/blog/:slug', blogPosts),
    ...detailUrls('/open-houses/:id', openHouses),
  ];
}

/**
 * docs/product/site.md#sitemap: `/sitemap.xml` is an index of the pages' sitemap and one sitemap
 * per month of the listings' creation that has a public listing (sitemapMonths.ts), so no file
 * nears the protocol's 50,000 URLs and none reads every listing. A month's sitemap lists its
 * public listings, each dated by its document's last change; a month without any, asked for by
 * name, is empty. A month's entry in the index has no date: knowing it would read the month.
 */
export const renderSitemap: RenderSitemap = async ({ path, data }) => {
  const now = new Date();
  if (path === SITEMAP_INDEX) {
    const index = await data.contentIndex();
    const pages = pageUrls(index);
    return sitemapIndexXml([
      { loc: SITE_ORIGIN + PAGES_SITEMAP, lastmod: newest(pages.map(({ lastmod }) => lastmod)) },
      ...index.listingMonths.map((month) => ({ loc: SITE_ORIGIN + monthSitemap(month) })),
    ]);
  }
  if (path === PAGES_SITEMAP) return urlsetXml(pageUrls(await data.contentIndex()));
  const month = MONTH_SITEMAP.exec(path)?.[1];
  if (month === undefined || !hasSitemap(month, now)) return null;
  return urlsetXml(detailUrls('/properties/:id', await data.listingStamps(month)));
};
